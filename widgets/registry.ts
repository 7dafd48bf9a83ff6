import { assembleRegistry, defineWidget } from './define-widget';
import * as agreement from './agreement/props.schema';
import * as banner from './banner/props.schema';
import * as button from './button/props.schema';
import * as card from './card/props.schema';
import * as cellList from './cell-list/props.schema';
import * as container from './container/props.schema';
import * as empty from './empty/props.schema';
import * as form from './form/props.schema';
import * as functionGrid from './function-grid/props.schema';
import * as goodsGrid from './goods-grid/props.schema';
import * as image from './image/props.schema';
import * as noticeBar from './notice-bar/props.schema';
import * as productList from './product-list/props.schema';
import * as richText from './rich-text/props.schema';
import * as tabs from './tabs/props.schema';
import * as text from './text/props.schema';
import * as downloadCard from './download-card/props.schema';
import * as entryGrid from './entry-grid/props.schema';
import * as limitSummary from './limit-summary/props.schema';
import * as messageList from './message-list/props.schema';
import * as productDetail from './product-detail/props.schema';
import * as result from './result/props.schema';
import * as search from './search/props.schema';
import * as userCard from './user-card/props.schema';
import * as addressList from './address-list/props.schema';
import * as creditActivation from './credit-activation/props.schema';
import * as creditSteps from './credit-steps/props.schema';
import * as idCardAuth from './id-card-auth/props.schema';
import * as limitDetail from './limit-detail/props.schema';
import * as limitGranted from './limit-granted/props.schema';
import * as quotaRecords from './quota-records/props.schema';
import * as smsLogin from './sms-login/props.schema';

/** Every widget a page schema can use, in one visible place. Components load on first use. */
export const widgetEntries = [
  defineWidget(noticeBar.meta, noticeBar.propsSchema, async () => (await import('./notice-bar/NoticeBar')).NoticeBar),
  defineWidget(banner.meta, banner.propsSchema, async () => (await import('./banner/Banner')).Banner),
  defineWidget(functionGrid.meta, functionGrid.propsSchema, async () => (await import('./function-grid/FunctionGrid')).FunctionGrid),
  defineWidget(productList.meta, productList.propsSchema, async () => (await import('./product-list/ProductList')).ProductList),
  defineWidget(goodsGrid.meta, goodsGrid.propsSchema, async () => (await import('./goods-grid/GoodsGrid')).GoodsGrid),
  defineWidget(card.meta, card.propsSchema, async () => (await import('./card/Card')).Card),
  defineWidget(cellList.meta, cellList.propsSchema, async () => (await import('./cell-list/CellList')).CellList),
  defineWidget(text.meta, text.propsSchema, async () => (await import('./text/Text')).Text),
  defineWidget(richText.meta, richText.propsSchema, async () => (await import('./rich-text/RichText')).RichText),
  defineWidget(image.meta, image.propsSchema, async () => (await import('./image/ImageWidget')).ImageWidget),
  defineWidget(button.meta, button.propsSchema, async () => (await import('./button/ButtonWidget')).ButtonWidget),
  defineWidget(tabs.meta, tabs.propsSchema, async () => (await import('./tabs/TabsWidget')).TabsWidget),
  defineWidget(empty.meta, empty.propsSchema, async () => (await import('./empty/Empty')).Empty),
  defineWidget(agreement.meta, agreement.propsSchema, async () => (await import('./agreement/Agreement')).Agreement),
  defineWidget(form.meta, form.propsSchema, async () => (await import('./form/FormWidget')).FormWidget),
  defineWidget(container.meta, container.propsSchema, async () => (await import('./container/Container')).Container),
  defineWidget(userCard.meta, userCard.propsSchema, async () => (await import('./user-card/UserCard')).UserCard),
  defineWidget(limitSummary.meta, limitSummary.propsSchema, async () => (await import('./limit-summary/LimitSummary')).LimitSummary),
  defineWidget(entryGrid.meta, entryGrid.propsSchema, async () => (await import('./entry-grid/EntryGrid')).EntryGrid),
  defineWidget(search.meta, search.propsSchema, async () => (await import('./search/Search')).Search),
  defineWidget(messageList.meta, messageList.propsSchema, async () => (await import('./message-list/MessageList')).MessageList),
  defineWidget(productDetail.meta, productDetail.propsSchema, async () => (await import('./product-detail/ProductDetail')).ProductDetail),
  defineWidget(downloadCard.meta, downloadCard.propsSchema, async () => (await import('./download-card/DownloadCard')).DownloadCard),
  defineWidget(result.meta, result.propsSchema, async () => (await import('./result/ResultWidget')).ResultWidget),
  defineWidget(smsLogin.meta, smsLogin.propsSchema, async () => (await import('./sms-login/SmsLogin')).SmsLogin),
  defineWidget(idCardAuth.meta, idCardAuth.propsSchema, async () => (await import('./id-card-auth/IdCardAuth')).IdCardAuth),
  defineWidget(creditSteps.meta, creditSteps.propsSchema, async () => (await import('./credit-steps/CreditSteps')).CreditSteps),
  defineWidget(creditActivation.meta, creditActivation.propsSchema, async () => (await import('./credit-activation/CreditActivation')).CreditActivation),
  defineWidget(limitGranted.meta, limitGranted.propsSchema, async () => (await import('./limit-granted/LimitGranted')).LimitGranted),
  defineWidget(limitDetail.meta, limitDetail.propsSchema, async () => (await import('./limit-detail/LimitDetail')).LimitDetail),
  defineWidget(quotaRecords.meta, quotaRecords.propsSchema, async () => (await import('./quota-records/QuotaRecords')).QuotaRecords),
  defineWidget(addressList.meta, addressList.propsSchema, async () => (await import('./address-list/AddressList')).AddressList),
] as const;

/** The block `type`s the registry knows. */
export type WidgetType = (typeof widgetEntries)[number]['type'];

/** The widget registry: block type -> entry. Assembling it throws if a type is registered twice. */
export const widgetRegistry = assembleRegistry<WidgetType>(widgetEntries);

export { loadedWidget, preloadWidget } from './define-widget';
