/**
 * The cache key of GET /api/user/info. It lives apart from the query (session.ts), which calls the request
 * client: the request client names it too (a refused call of a cancelling account reads user info again),
 * and importing session.ts there would make the two modules import each other.
 */
export const USER_INFO_KEY = ['user', 'info'] as const;
