import { SocialIcon } from "@/components/layout/social-icon";
import { SOCIAL_NETWORKS, type FreelancerSocial } from "@/shared/types/freelancers";

/** The freelancer's profiles on the networks of the registration form, as left-to-right links. */
export function SocialLinks({ social }: { social: FreelancerSocial }) {
  const links = SOCIAL_NETWORKS.filter(({ key }) => social[key]);
  if (!links.length) return null;
  return (
    <ul className="grid gap-2">
      {links.map(({ key, label }) => {
        const url = social[key]!;
        return (
          <li key={key}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-xl border border-brand-100 bg-white px-3 py-2 text-sm hover:bg-brand-50"
            >
              <span className="text-brand-700">
                <SocialIcon name={key} />
              </span>
              <span className="font-bold">{label}</span>
              <span dir="ltr" className="ms-auto truncate text-muted">
                {url.replace(/^https:\/\/(www\.)?/, "")}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
