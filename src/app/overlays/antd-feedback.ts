/** antd-mobile's imperative Dialog and Toast: a chunk of their own, loaded by feedback.ts on first use. */
export { Dialog, Toast } from 'antd-mobile';
