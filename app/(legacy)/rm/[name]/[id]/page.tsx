import { notFound, permanentRedirect } from "next/navigation";
import { searchApi } from "@/lib/api/resources/search";
import { publicServerApi } from "@/render/api";
import { isResolvableType } from "@/shared/types/search";
import { toLatinDigits } from "@/shared/format/digits";
import { pageParam } from "@/lib/route-params";
import { sharedPage } from "@/render/page-rule";

type Props = { params: Promise<{ name: string; id: string }> };

// /rm/{name}/{id}: an old short link to an entity (event, business, mentor, freelancer, job,
// project, present). Answers a permanent redirect to its page; an unknown name or id is a real 404.
async function EntityLink({ params }: Props): Promise<never> {
  const { name, id } = await params;
  const numericId = toLatinDigits(pageParam(id));
  if (!isResolvableType(name) || !/^\d{1,9}$/.test(numericId)) notFound();
  const entity = await searchApi.resolve(publicServerApi(), name, Number(numericId), { page: true });
  permanentRedirect(entity.url);
}

export default sharedPage(EntityLink);
