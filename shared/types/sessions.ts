// The signed-in person's sessions (device sign-ins), as GET /v1/user/sessions answers them.
export type UserSession = {
  id: number;
  /** The browser's user agent at its last sign-in or refresh (the site words it in Persian). */
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  /** The session this very call was made with. */
  current: boolean;
};

export type RevokedSession = { id: number; current: boolean };
