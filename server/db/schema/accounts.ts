// People's accounts and what they keep in them: addresses, legal details, club points.
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, createdAt, belongsTo, timestamps } from "./columns";

export const users = pgTable("users", {
  id: id(),
  /** Iranian mobile, Latin digits: 09xxxxxxxxx. */
  mobile: text("mobile").notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  nationalCode: text("national_code").unique(),
  /** ISO date (Gregorian) YYYY-MM-DD. */
  birthday: text("birthday"),
  email: text("email"),
  /** scrypt$N$r$p$salt$hash; null until the user sets a password. */
  passwordHash: text("password_hash"),
  referredBy: integer("referred_by"),
  /** The personal code of the user's invitation link. */
  inviteCode: text("invite_code").unique(),
  ...timestamps(),
});

export const addresses = pgTable("addresses", {
  id: id(),
  userId: belongsTo("user_id", () => users.id),
  title: text("title").notNull(),
  provinceId: integer("province_id").notNull(),
  cityId: integer("city_id").notNull(),
  address: text("address").notNull(),
  postalCode: text("postal_code").notNull(),
  phone: text("phone"),
  createdAt: createdAt(),
});

export const legalInfos = pgTable("legal_infos", {
  id: id(),
  userId: belongsTo("user_id", () => users.id),
  companyName: text("company_name").notNull(),
  /** The company's 11-digit national id (شناسه ملی). */
  nationalId: text("national_id").notNull(),
  registrationNumber: text("registration_number").notNull(),
  economicCode: text("economic_code"),
  address: text("address").notNull(),
  phone: text("phone").notNull(),
  ...timestamps(),
});

/** Points earned (invitations, attended events): the club's ledger. */
export const pointEntries = pgTable("point_entries", {
  id: id(),
  userId: belongsTo("user_id", () => users.id),
  points: integer("points").notNull(),
  /** invite | event | profile */
  reason: text("reason").notNull(),
  description: text("description").notNull(),
  createdAt: createdAt(),
});
