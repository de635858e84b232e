// The queries of the request reads that check what they are given (a 422 names the field): the
// query's params feed the same schema a form's body would, as the API always read them.
import { z } from "zod";
import { checkedQuery, text, textOrEmpty } from "@/shared/queries/query";
import { couponCheckSchema } from "@/validation/requests/coupon";
import { trackSchema } from "@/validation/requests/track";

/** /request/track: the tracking code and the mobile number it was sent with. */
export const trackQuery = checkedQuery(z.object({ code: textOrEmpty, mobile: textOrEmpty }), trackSchema);

/** /coupon/check: the code, and the service it would be used for. */
export const couponCheckQuery = checkedQuery(z.object({ code: text, service_id: text }), couponCheckSchema);
