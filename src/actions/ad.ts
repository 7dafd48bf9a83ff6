import type { Ad } from './action.schema';
import type { ActionContext, Handler } from './context';
import type { ActionHost } from './host';
import { goTo, openOutside, openTarget } from './links';
import { openProduct } from './product';
import { openProductById } from './product-lookup';

/** The in-app query types of an IN_URL ad (spec §3 Ad). */
export type AdQueryType = NonNullable<Ad['queryType']>;

type QueryHandler = (ad: Ad, ctx: ActionContext) => Promise<void> | void;

function needValue(path: string, param: string, extra?: (ad: Ad) => Record<string, string | undefined>): QueryHandler {
  return (ad, { host }) => {
    if (!ad.queryTypeValue) host.report(`${ad.queryType} ad without queryTypeValue`, { ad });
    else goTo(host, path, { [param]: ad.queryTypeValue, ...extra?.(ad) });
  };
}

function productAd(ad: Ad, ctx: ActionContext): Promise<void> {
  if (!ad.product) return openProductById(ad.queryTypeValue, ctx);
  const { product } = ad;
  return openProduct({ ...product, productId: product.productId ?? product.id ?? ad.queryTypeValue }, ctx);
}

/** Where an IN_URL ad leads, per queryType: a missing query type fails to compile. */
const BY_QUERY_TYPE: { [Q in AdQueryType]: QueryHandler } = {
  PRODUCT: productAd,
  GOODS: needValue('/goods/detail', 'spuId'),
  CATEGORY: needValue('/goods-list', 'categoryId'),
  CUSTOM: (ad, { host }) => void openTarget(host, ad.url || ad.queryTypeValue),
  MARKETING: needValue('/block/byIds', 'ids'),
  GOODSZONE: needValue('/activity/byRegionType', 'type', (ad) => ({ title: ad.name })),
};

/** BA007: records the click, fire and forget; a failure is reported and never blocks the tap. */
export function recordAdClick(host: ActionHost, ad: Ad): void {
  const adId = Number(ad.id);
  if (!Number.isInteger(adId) || adId < 1) return;
  try {
    host.gateway.call('BA007', { adId }, { silent: true }).catch((error: unknown) => host.report('BA007 ad click not recorded', { adId, error }));
  } catch (error) {
    host.report('BA007 ad click not recorded', { adId, error });
  }
}

/**
 * The `ad` action: records the click, then OUT_URL opens ad.url through the URL gate and IN_URL
 * goes where its queryType says (no queryType: ad.url as a CUSTOM target).
 */
export const handleAd: Handler<{ kind: 'ad'; ad: Ad }> = ({ ad }, ctx) => {
  recordAdClick(ctx.host, ad);
  if (ad.urlType === 'OUT_URL') {
    openOutside(ctx.host, ad.url);
    return;
  }
  return BY_QUERY_TYPE[ad.queryType ?? 'CUSTOM'](ad, ctx);
};
