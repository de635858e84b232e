import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// One header and one footer element for the site's layout and the root not-found. Next sends the
// root not-found with every page (in case a navigation needs it); React's payload writes an element
// it has already written as a reference, so with the same element objects the header and footer
// travel once per page instead of twice (issue 11).
export const siteHeader = <SiteHeader />;
export const siteFooter = <SiteFooter />;
