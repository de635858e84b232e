// GET /media/art/{kind}/{seed}.svg, the address artUrl() gives the seeded pictures and databases
// store: the handler lives with the other server-side handlers under app/api; this file only
// answers it here, so it imports nothing from server/.
export { GET } from "@/app/api/media/art/[kind]/[file]/route";
