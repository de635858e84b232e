import "server-only";
// Messages shared by the workspaces routes.

export const PLAN_NOT_FOUND = "پلنی که دنبال آن بودید پیدا نشد.";
