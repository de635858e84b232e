// The `agent` cookie (SPEC §4: device class, mobile 1, tablet 2, desktop 3, kept a day), written by
// the browser as the page is read. Written by the server it would put a Set-Cookie on every first
// visit's page, and a page with Set-Cookie cannot be shared by the entry's cache (issue 11). An
// inline script (listed in the page's CSP because it carries the render's nonce) costs no JavaScript download. It runs once the
// page has loaded: reading and writing document.cookie waits on the browser process (10-20 ms on a
// cold start here), which in the page's head held its first paint back, and the cookie is only
// read by later requests.
import { PHONE_AGENT, TABLET_AGENT } from "@/lib/device";
import { scriptNonce } from "@/render/script-nonce";
import { cookieNames, limits } from "@/shared/site";

const script = `(function(){function w(){try{var n=${JSON.stringify(cookieNames.agent)};if(document.cookie.split("; ").some(function(c){return c.indexOf(n+"=")===0}))return;var u=navigator.userAgent.toLowerCase(),c=${TABLET_AGENT}.test(u)||(/android/.test(u)&&!/mobile/.test(u))?2:${PHONE_AGENT}.test(u)?1:3;document.cookie=n+"="+c+"; max-age=${limits.agentCookieSeconds}; path=/; samesite=lax"+(location.protocol==="https:"?"; secure":"")}catch(e){}}if(document.readyState==="complete")setTimeout(w,0);else addEventListener("load",function(){setTimeout(w,0)})})()`;

export async function AgentCookieScript() {
  return <script nonce={await scriptNonce()} dangerouslySetInnerHTML={{ __html: script }} />;
}
