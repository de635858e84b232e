// Shapes of the accounts API.

export type Identity = {
  id: number;
  username: string;
  mobile: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  national_code: string | null;
  birthday: string | null;
  email: string | null;
  has_password: boolean;
  /** first_name, last_name, national_code, birthday and email are all present (SPEC §3). */
  is_complete: boolean;
};

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

export type SignInResult = { token: TokenPair; identity?: Identity };

export type CodeSent = { remind_valid_time: number; code_length: number };
