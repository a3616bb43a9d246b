export const BASE_PORT = 0;
