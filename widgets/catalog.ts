import type { JsonSchema, WidgetMeta } from './types';
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

/** A widget as the build-time tools see it: meta, props schema and its component module. */
export interface CatalogWidget extends WidgetMeta {
  propsSchema: JsonSchema;
  /** The component's module (relative to widgets/, no extension) and export name. */
  module: string;
  exportName: string;
}

const widget = (w: { meta: WidgetMeta; propsSchema: JsonSchema }, module: string, exportName: string): CatalogWidget => ({
  ...w.meta,
  propsSchema: w.propsSchema,
  module,
  exportName,
});

/**
 * Every widget with its props schema, for build-time tools only (the props validators'
 * compiler, the page-schema checker, the widget docs, tests). The browser registry
 * (registry.ts) does not carry props schemas: each widget's precompiled validator ships
 * inside its own lazy chunk (<type>/chunk.gen.js). Same order as registry.ts.
 */
export const widgetCatalog: readonly CatalogWidget[] = [
  widget(noticeBar, 'notice-bar/NoticeBar', 'NoticeBar'),
  widget(banner, 'banner/Banner', 'Banner'),
  widget(functionGrid, 'function-grid/FunctionGrid', 'FunctionGrid'),
  widget(productList, 'product-list/ProductList', 'ProductList'),
  widget(goodsGrid, 'goods-grid/GoodsGrid', 'GoodsGrid'),
  widget(card, 'card/Card', 'Card'),
  widget(cellList, 'cell-list/CellList', 'CellList'),
  widget(text, 'text/Text', 'Text'),
  widget(richText, 'rich-text/RichText', 'RichText'),
  widget(image, 'image/ImageWidget', 'ImageWidget'),
  widget(button, 'button/ButtonWidget', 'ButtonWidget'),
  widget(tabs, 'tabs/TabsWidget', 'TabsWidget'),
  widget(empty, 'empty/Empty', 'Empty'),
  widget(agreement, 'agreement/Agreement', 'Agreement'),
  widget(form, 'form/FormWidget', 'FormWidget'),
  widget(container, 'container/Container', 'Container'),
  widget(userCard, 'user-card/UserCard', 'UserCard'),
  widget(limitSummary, 'limit-summary/LimitSummary', 'LimitSummary'),
  widget(entryGrid, 'entry-grid/EntryGrid', 'EntryGrid'),
  widget(search, 'search/Search', 'Search'),
  widget(messageList, 'message-list/MessageList', 'MessageList'),
  widget(productDetail, 'product-detail/ProductDetail', 'ProductDetail'),
  widget(downloadCard, 'download-card/DownloadCard', 'DownloadCard'),
  widget(result, 'result/ResultWidget', 'ResultWidget'),
  widget(smsLogin, 'sms-login/SmsLogin', 'SmsLogin'),
  widget(idCardAuth, 'id-card-auth/IdCardAuth', 'IdCardAuth'),
  widget(creditSteps, 'credit-steps/CreditSteps', 'CreditSteps'),
  widget(creditActivation, 'credit-activation/CreditActivation', 'CreditActivation'),
  widget(limitGranted, 'limit-granted/LimitGranted', 'LimitGranted'),
  widget(limitDetail, 'limit-detail/LimitDetail', 'LimitDetail'),
  widget(quotaRecords, 'quota-records/QuotaRecords', 'QuotaRecords'),
  widget(addressList, 'address-list/AddressList', 'AddressList'),
];
