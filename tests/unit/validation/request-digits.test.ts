// Every request and account schema that takes numbers reads Latin, Persian (۰-۹) and Arabic-Indic
// (٠-٩) digits alike, and gives the API the normalised value it stores: Latin digits, no
// separators, amounts as numbers.
import { describe, expect, it } from "vitest";
import { addressSchema } from "@/validation/account/address";
import { legalInfoSchema } from "@/validation/account/legal-info";
import { contactSchema } from "@/validation/requests/contact";
import { freelancerSchema } from "@/validation/requests/freelancer";
import { hitechProposalSchema } from "@/validation/requests/hitech-proposal";
import { jobResumeSchema } from "@/validation/requests/job-resume";

const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";
const SCRIPTS = {
  latin: (v: string) => v,
  persian: (v: string) => v.replace(/\d/g, (d) => PERSIAN[Number(d)]!),
  arabic: (v: string) => v.replace(/\d/g, (d) => ARABIC[Number(d)]!),
};

describe.each(Object.entries(SCRIPTS))("typed in %s digits", (_, write) => {
  it("the contact form: a landline with separators, the national code", () => {
    const parsed = contactSchema.parse({
      contact_name: "مهسا کریمی",
      contact_phone: write("034 3123-4567"),
      contact_national_id: write("0499370899"),
      contact_business: write("کافه 24"),
      subject: "رویدادها",
      message: "سلام، برای برگزاری کارگاه چه شرایطی دارید؟",
    });
    expect(parsed).toMatchObject({
      contact_phone: "03431234567",
      contact_national_id: "0499370899",
      contact_business: "کافه 24",
    });
  });

  it("the freelancer form: mobile, years and an hourly rate with each separator", () => {
    for (const rate of ["250,000", "250٬000", "250،000"]) {
      const parsed = freelancerSchema.parse({
        full_name: "الهام رحیمی",
        mobile: write("0913 222 3344"),
        email: "elham@example.com",
        city: "کرمان",
        category_id: write("3"),
        title: "طراح رابط کاربری",
        years_of_experience: write("4"),
        hourly_rate: write(rate),
        bio: "چهار سال طراحی رابط و تجربه کاربری برای اپلیکیشن‌های فروشگاهی و بانکی؛ آشنا با سیستم طراحی.",
        skills: ["Figma"],
      });
      expect(parsed).toMatchObject({
        mobile: "09132223344",
        category_id: 3,
        years_of_experience: 4,
        hourly_rate: 250_000,
      });
    }
  });

  it("the job application: the expected salary with each separator", () => {
    for (const salary of ["25,000,000", "25٬000٬000", "25،000،000"]) {
      const parsed = jobResumeSchema.parse({
        job_id: write("7"),
        full_name: "رضا احمدی",
        mobile: write("09151234567"),
        email: "reza@example.com",
        city: "کرمان",
        experience_years: write("5"),
        expected_salary: write(salary),
      });
      expect(parsed).toMatchObject({
        job_id: 7,
        mobile: "09151234567",
        experience_years: 5,
        expected_salary: 25_000_000,
      });
    }
  });

  it("the hi-tech proposal: mobile and months", () => {
    const parsed = hitechProposalSchema.parse({
      project_id: write("2"),
      applicant_type: "شرکت",
      full_name: "رضا احمدی",
      mobile: write("09151234567"),
      email: "reza@example.com",
      company_name: write("فناوران 110"),
      role: "توسعه‌دهنده",
      experience: "پنج سال توسعه نرم‌افزارهای سازمانی و سامانه‌های داده.",
      proposal: "پیشنهاد می‌کنیم بخش داده پروژه را با تیم سه‌نفره خودمان در شش ماه بسازیم.",
      duration_months: write("6"),
    });
    expect(parsed).toMatchObject({
      project_id: 2,
      mobile: "09151234567",
      company_name: "فناوران 110",
      duration_months: 6,
    });
  });

  it("an address: postal code and phone with separators, numbers in the address line", () => {
    const parsed = addressSchema.parse({
      title: "خانه",
      province_id: write("21"),
      city_id: write("0"),
      address: write("خیابان 12 فروردین، کوچه 4، پلاک 18"),
      postal_code: write("76169-13456"),
      phone: write("(034) 3123 4567"),
    });
    expect(parsed).toMatchObject({
      postal_code: "7616913456",
      phone: "03431234567",
      address: "خیابان 12 فروردین، کوچه 4، پلاک 18",
    });
  });

  it("legal details: id, national id, registration number and phone", () => {
    const parsed = legalInfoSchema.parse({
      id: write("12"),
      company_name: write("فناوران 110"),
      national_id: write("10380284790"),
      registration_number: write("12345"),
      address: "کرمان، بلوار جمهوری، ساختمان نوآوری",
      phone: write("034-31234567"),
    });
    expect(parsed).toMatchObject({
      id: 12,
      national_id: "10380284790",
      registration_number: "12345",
      phone: "03431234567",
    });
  });
});
