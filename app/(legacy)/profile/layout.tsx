// The shop pages of the account area (/profile/factors …) keep the account layout's side menu.
export { default, metadata } from "@/app/(site)/profile/layout";
