import { Checkbox as AdmCheckbox, type CheckboxProps } from 'antd-mobile';
import './checkbox.css';

/**
 * antd-mobile's Checkbox (我已阅读并同意, 设为默认) with its native checkbox kept in reach. antd hides
 * that input with `display: none`, so no key reached it and a screen reader found no checkbox: a
 * keyboard user could not agree to the agreements and so could not log in. checkbox.css keeps the
 * input in the page, unseen, under antd's icon: Tab reaches it, Space turns it (antd listens to
 * the input's click), its label is the text beside it, and the icon shows the keyboard's ring.
 */
export function Checkbox(props: CheckboxProps) {
  return <AdmCheckbox {...props} />;
}
