/**
 * antd-mobile's Checkbox (我已阅读并同意, 设为默认) with its native checkbox kept in reach. antd hides
 * that input with `display: none`, so no key reached it and a screen reader found no checkbox: a
 * keyboard user could not agree to the agreements and so could not log in. checkbox.css keeps the
 * input in the page, unseen, under antd's icon: Tab reaches it, Space turns it (antd listens to
 * the input's click), its label is the text beside it, and the icon shows the keyboard's ring.
 * The component itself is antd's, passed on as it is (its ref too); importing it from here brings
 * the stylesheet.
 */
import './checkbox.css';

export { Checkbox } from 'antd-mobile';
