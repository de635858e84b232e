"use client";
// The site's error screen, inside the frame this group's layout draws.
export { default } from "@/app/(site)/error";
