export const SECRET_PATHS: readonly string[];
export function redactSecretPath(path: string): string;
export function loggablePath(url: unknown): string | undefined;
export function redactSecretsInText(text: string): string;
export function scrubReport<T>(event: T): T;
