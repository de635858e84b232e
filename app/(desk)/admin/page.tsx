import { redirect } from "next/navigation";

// The desk opens on the review queue (a dashboard comes later).
export default function DeskHome() {
  redirect("/admin/requests");
}
