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
import * as cashier from './cashier/props.schema';
import * as orderCheckout from './order-checkout/props.schema';
import * as orderDetail from './order-detail/props.schema';
import * as orderList from './order-list/props.schema';
import * as payResult from './pay-result/props.schema';
import * as productOrder from './product-order/props.schema';
import * as phoneTopup from './phone-topup/props.schema';
import * as topupResult from './topup-result/props.schema';
import * as topupRecords from './topup-records/props.schema';
import * as cardSecretList from './card-secret-list/props.schema';
import * as cardRetrieve from './card-retrieve/props.schema';
import * as cardSecretResult from './card-secret-result/props.schema';
import * as cardSecretLog from './card-secret-log/props.schema';
import * as categoryTree from './category-tree/props.schema';
import * as goodsBuyPanel from './goods-buy-panel/props.schema';
import * as goodsGallery from './goods-gallery/props.schema';
import * as sortBar from './sort-bar/props.schema';
import * as goodsShowcase from './goods-showcase/props.schema';
import * as countdown from './countdown/props.schema';
import * as couponReceive from './coupon-receive/props.schema';
import * as lottery from './lottery/props.schema';
import * as billList from './bill-list/props.schema';
import * as billRepayment from './bill-repayment/props.schema';
import * as billPay from './bill-pay/props.schema';
import * as billPayResult from './bill-pay-result/props.schema';
import * as bankCardList from './bank-card-list/props.schema';
import * as bankCardAdd from './bank-card-add/props.schema';
import * as loanApply from './loan-apply/props.schema';
import * as loanOrder from './loan-order/props.schema';
import * as loanDetail from './loan-detail/props.schema';
import * as loanWithdraw from './loan-withdraw/props.schema';
import * as loanRecords from './loan-records/props.schema';
import * as borrowSummary from './borrow-summary/props.schema';
import * as accountInfo from './account-info/props.schema';
import * as accountCancel from './account-cancel/props.schema';
import * as permissionList from './permission-list/props.schema';
import * as versionCheck from './version-check/props.schema';
import * as authCallback from './auth-callback/props.schema';
import * as configLink from './config-link/props.schema';

// Membership and assets (issue #16)
import * as memberCards from './member-cards/props.schema';
import * as equityList from './equity-list/props.schema';
import * as equityBuy from './equity-buy/props.schema';
import * as equityOrders from './equity-orders/props.schema';
import * as orderReturn from './order-return/props.schema';
import * as assetSummary from './asset-summary/props.schema';
import * as ledgerRecords from './ledger-records/props.schema';
import * as pointsExchange from './points-exchange/props.schema';
import * as balanceRecharge from './balance-recharge/props.schema';
import * as balanceWithdraw from './balance-withdraw/props.schema';
import * as pointsToBalance from './points-to-balance/props.schema';
import * as couponList from './coupon-list/props.schema';
import * as signInBonus from './sign-in-bonus/props.schema';

/** A widget as the build-time tools see it: meta, props schema and its component module. */
export interface CatalogWidget<T extends string = string> extends WidgetMeta<T> {
  propsSchema: JsonSchema;
  /** The JSON Schema of the data the widget expects (after the data source's `path`), when its props.schema.ts exports one. */
  dataSchema?: JsonSchema;
  /** The component's module (relative to widgets/, no extension) and export name. */
  module: string;
  exportName: string;
}

/** What a widget's props.schema.ts exports. */
interface SchemaModule<T extends string> {
  meta: WidgetMeta<T>;
  propsSchema: JsonSchema;
  dataSchema?: JsonSchema;
}

/** One catalog entry; keeps the literal `type` so the union of block types can be derived. */
function widget<T extends string>(w: SchemaModule<T>, module: string, exportName: string): CatalogWidget<T> {
  const entry: CatalogWidget<T> = { ...w.meta, propsSchema: w.propsSchema, module, exportName };
  if (w.dataSchema) entry.dataSchema = w.dataSchema;
  return entry;
}

/**
 * Every widget, the one hand-kept list: meta, props schema (and data schema), component module.
 * Build-time tools read it (the page-schema checker, the widget docs, tests), and at build time
 * build/widget-registry-plugin.ts derives the browser registry from it (registry.ts, through
 * virtual:widget-registry) and each widget's lazy chunk (virtual:widget-chunk/<type>: the
 * component and its precompiled props validator). Never import it from browser code: it would
 * bring every props schema into the bundle (types only).
 */
export const widgetCatalog = [
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
  widget(orderCheckout, 'order-checkout/OrderCheckout', 'OrderCheckout'),
  widget(productOrder, 'product-order/ProductOrder', 'ProductOrder'),
  widget(cashier, 'cashier/Cashier', 'Cashier'),
  widget(payResult, 'pay-result/PayResult', 'PayResult'),
  widget(orderList, 'order-list/OrderList', 'OrderList'),
  widget(orderDetail, 'order-detail/OrderDetail', 'OrderDetail'),
  widget(phoneTopup, 'phone-topup/PhoneTopup', 'PhoneTopup'),
  widget(topupResult, 'topup-result/TopupResult', 'TopupResult'),
  widget(topupRecords, 'topup-records/TopupRecords', 'TopupRecords'),
  widget(cardSecretList, 'card-secret-list/CardSecretList', 'CardSecretList'),
  widget(cardRetrieve, 'card-retrieve/CardRetrieve', 'CardRetrieve'),
  widget(cardSecretResult, 'card-secret-result/CardSecretResult', 'CardSecretResult'),
  widget(cardSecretLog, 'card-secret-log/CardSecretLog', 'CardSecretLog'),
  widget(categoryTree, 'category-tree/CategoryTree', 'CategoryTree'),
  widget(sortBar, 'sort-bar/SortBar', 'SortBar'),
  widget(goodsGallery, 'goods-gallery/GoodsGallery', 'GoodsGallery'),
  widget(goodsBuyPanel, 'goods-buy-panel/GoodsBuyPanel', 'GoodsBuyPanel'),
  widget(billList, 'bill-list/BillList', 'BillList'),
  widget(billRepayment, 'bill-repayment/BillRepayment', 'BillRepayment'),
  widget(billPay, 'bill-pay/BillPay', 'BillPay'),
  widget(billPayResult, 'bill-pay-result/BillPayResult', 'BillPayResult'),
  widget(bankCardList, 'bank-card-list/BankCardList', 'BankCardList'),
  widget(bankCardAdd, 'bank-card-add/BankCardAdd', 'BankCardAdd'),
  widget(loanApply, 'loan-apply/LoanApply', 'LoanApply'),
  widget(loanOrder, 'loan-order/LoanOrder', 'LoanOrder'),
  widget(loanDetail, 'loan-detail/LoanDetailView', 'LoanDetailView'),
  widget(loanWithdraw, 'loan-withdraw/LoanWithdraw', 'LoanWithdraw'),
  widget(loanRecords, 'loan-records/LoanRecords', 'LoanRecords'),
  widget(borrowSummary, 'borrow-summary/BorrowSummary', 'BorrowSummary'),
  widget(accountInfo, 'account-info/AccountInfo', 'AccountInfo'),
  widget(accountCancel, 'account-cancel/AccountCancel', 'AccountCancel'),
  widget(permissionList, 'permission-list/PermissionList', 'PermissionList'),
  widget(versionCheck, 'version-check/VersionCheck', 'VersionCheck'),
  widget(authCallback, 'auth-callback/AuthCallback', 'AuthCallback'),
  widget(configLink, 'config-link/ConfigLink', 'ConfigLink'),
  widget(goodsShowcase, 'goods-showcase/GoodsShowcase', 'GoodsShowcase'),
  widget(countdown, 'countdown/Countdown', 'Countdown'),
  widget(couponReceive, 'coupon-receive/CouponReceive', 'CouponReceive'),
  widget(lottery, 'lottery/Lottery', 'Lottery'),
  widget(memberCards, 'member-cards/MemberCards', 'MemberCards'),
  widget(equityList, 'equity-list/EquityList', 'EquityList'),
  widget(equityBuy, 'equity-buy/EquityBuy', 'EquityBuy'),
  widget(equityOrders, 'equity-orders/EquityOrders', 'EquityOrders'),
  widget(orderReturn, 'order-return/OrderReturn', 'OrderReturn'),
  widget(assetSummary, 'asset-summary/AssetSummary', 'AssetSummary'),
  widget(ledgerRecords, 'ledger-records/LedgerRecords', 'LedgerRecords'),
  widget(pointsExchange, 'points-exchange/PointsExchange', 'PointsExchange'),
  widget(balanceRecharge, 'balance-recharge/BalanceRecharge', 'BalanceRecharge'),
  widget(balanceWithdraw, 'balance-withdraw/BalanceWithdraw', 'BalanceWithdraw'),
  widget(pointsToBalance, 'points-to-balance/PointsToBalance', 'PointsToBalance'),
  widget(couponList, 'coupon-list/CouponList', 'CouponList'),
  widget(signInBonus, 'sign-in-bonus/SignInBonus', 'SignInBonus'),
] as const;

/** The block `type`s the catalog knows. */
export type WidgetType = (typeof widgetCatalog)[number]['type'];
