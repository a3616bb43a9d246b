/** The platform the app reports: always the PC web build (SPEC.md section 9). */
export const platform = (): 'pc' => 'pc';
