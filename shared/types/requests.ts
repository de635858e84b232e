// Shapes of the requests API.

export type RequestReceipt = {
  id: number;
  tracking_code: string;
  kind: string;
  kind_label: string;
  status: string;
  status_label: string;
  subject_title: string | null;
  created_at: string;
};

export type RequestHistoryEntry = { status: string; status_label: string; note: string | null; created_at: string };

export type RequestFile = { id: number; field: string; name: string; size: number; mime: string; url: string };

export type RequestDetail = RequestReceipt & {
  full_name: string;
  mobile: string;
  history: RequestHistoryEntry[];
  files?: RequestFile[];
  payload?: Record<string, unknown>;
  /** Its owner's view only: whether they may still cancel it (an open event registration before the event). */
  can_cancel?: boolean;
};

/** An ALTCHA challenge (GET /v1/site/captcha): what the browser solves; it holds no answer. */
export type CaptchaChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature: string;
};
