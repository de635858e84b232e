// Without a file of its own, Turbopack takes the site's instrumentation.ts from the project's root
// (start-up checks, database): the control page must start nothing but Next.
export function register(): void {}
