export function pageStatus(html: string, status: number): number;
