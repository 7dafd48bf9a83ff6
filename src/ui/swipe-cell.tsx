import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { isZoomedIn, useZoomedIn } from './use-zoomed-in';
import './swipe-cell.css';

/** Props of SwipeCell. */
export interface SwipeCellProps {
  /** The row's content. */
  children: ReactNode;
  /** Shown at the right of the row, revealed by dragging the row left. */
  actions: ReactNode;
  /** Added to the cell's own class. */
  className?: string;
  /** Called with true when the cell opens and false when it closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The product spec's constant "Swipe cell opens at 15 percent of width": a closed cell opens when
 * dragged left by more than this share of its actions' width, an open one closes when dragged right
 * by more than it (vant's SwipeCell, THRESHOLD = 0.15).
 */
export const OPEN_THRESHOLD = 0.15;

/** How far the pointer moves before the drag is taken as horizontal or vertical (vant's 10 px). */
const AXIS_LOCK_PX = 10;

/** How long after a drag a click is still taken as the end of that drag. */
const CLICK_AFTER_DRAG_MS = 400;

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  /** The offset when the pointer went down: the open width or 0. */
  from: number;
  /** The offset the last move left, in px (≤ 0). */
  offset: number;
  wasOpen: boolean;
  axis: 'x' | 'y' | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The laid-out width of the actions (0 before they are drawn). */
const widthOf = (box: { current: HTMLElement | null }) => box.current?.offsetWidth ?? 0;

/**
 * A row whose actions are revealed by dragging it left, as vant's SwipeCell: on release a closed
 * cell opens when dragged left past 15% of the actions' width (OPEN_THRESHOLD), an open one closes
 * when dragged right past 15% of it, else it snaps back. Only horizontal drags count: the axis is
 * decided on the first 10 px, and a vertical move leaves the page scrolling (touch-action: pan-y).
 * A tap outside an open cell, on its content, or on one of its actions (after the action runs)
 * closes it; a click that ends a drag, or lands on the content of an open cell, never reaches the
 * row's own buttons. While closed the actions stay in the DOM, hidden from assistive technology
 * and out of the tab order (aria-hidden, inert): rows that use it keep visible buttons for them.
 * The page stays zoomable over it: two fingers are a pinch, never a drag (touch-action keeps
 * pinch-zoom), and while the page is zoomed in a sideways finger pans the view rather than
 * dragging the row.
 */
export function SwipeCell({ children, actions, className, onOpenChange }: SwipeCellProps) {
  const root = useRef<HTMLDivElement>(null);
  const actionsBox = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const zoomed = useZoomedIn();
  const isOpen = useRef(false);
  const dragEndedAt = useRef(Number.NEGATIVE_INFINITY);
  const latestOnOpenChange = useRef(onOpenChange);
  useEffect(() => {
    latestOnOpenChange.current = onOpenChange;
  }, [onOpenChange]);

  /** Rests the cell open or closed, with the transition. */
  const settle = useCallback((next: boolean) => {
    setOffset(next ? -widthOf(actionsBox) : 0);
    setDragging(false);
    if (next === isOpen.current) return;
    isOpen.current = next;
    setOpen(next);
    latestOnOpenChange.current?.(next);
  }, []);

  // A tap anywhere outside closes an open cell. Capture phase, so a handler that stops the event
  // does not keep it open; taps inside are handled by the cell itself.
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) settle(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open, settle]);

  // inert is set on the element rather than passed as a prop: React 18 does not know it and React
  // 19 wants a boolean, so the attribute works the same under both.
  useLayoutEffect(() => {
    const el = actionsBox.current;
    if (!el) return;
    if (open) el.removeAttribute('inert');
    else el.setAttribute('inert', '');
  }, [open]);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    dragEndedAt.current = Number.NEGATIVE_INFINITY;
    if (e.button !== 0 || gesture.current?.axis === 'x') return;
    // A second finger (not the primary pointer) makes the touch a pinch; zoomed in, the view pans.
    if (!e.isPrimary || isZoomedIn()) {
      gesture.current = null;
      return;
    }
    const from = isOpen.current ? -widthOf(actionsBox) : 0;
    gesture.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, from, offset: from, wasOpen: isOpen.current, axis: null };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.axis) {
      if (Math.abs(dx) < AXIS_LOCK_PX && Math.abs(dy) < AXIS_LOCK_PX) return;
      g.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      if (g.axis === 'y') return;
      const el = e.currentTarget;
      if (typeof el.setPointerCapture === 'function') {
        try {
          el.setPointerCapture(e.pointerId);
        } catch {
          // The pointer is already gone; its pointerup or pointercancel ends the drag.
        }
      }
      setDragging(true);
    }
    if (g.axis !== 'x') return;
    g.offset = clamp(g.from + dx, -widthOf(actionsBox), 0);
    setOffset(g.offset);
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    if (g.axis !== 'x') return;
    dragEndedAt.current = performance.now();
    const width = widthOf(actionsBox);
    const shown = -g.offset;
    settle(width > 0 && shown > width * (g.wasOpen ? 1 - OPEN_THRESHOLD : OPEN_THRESHOLD));
  };

  const onClickCapture = (e: ReactMouseEvent<HTMLDivElement>) => {
    const endsDrag = gesture.current?.axis === 'x' || performance.now() - dragEndedAt.current < CLICK_AFTER_DRAG_MS;
    const onContent = !actionsBox.current?.contains(e.target as Node);
    if (!endsDrag && !(isOpen.current && onContent)) return;
    e.preventDefault();
    e.stopPropagation();
    dragEndedAt.current = Number.NEGATIVE_INFINITY;
    if (!endsDrag) settle(false);
  };

  // Bubbles after the action's own handler: the action runs, then the cell closes.
  const onActionsClick = () => {
    if (isOpen.current) settle(false);
  };

  const classes = ['qsh-swipe-cell', dragging ? 'qsh-swipe-cell-dragging' : '', zoomed ? 'qsh-swipe-cell-zoomed' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div
      ref={root}
      className={classes}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClickCapture={onClickCapture}
    >
      <div className="qsh-swipe-cell-track" style={offset ? { transform: `translate3d(${offset}px, 0, 0)` } : undefined}>
        <div className="qsh-swipe-cell-content">{children}</div>
        {/* Not a control: it hears the click of an action button inside (a button of its own) to close the cell after it. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div ref={actionsBox} className="qsh-swipe-cell-actions" aria-hidden={open ? undefined : true} onClick={onActionsClick}>
          {actions}
        </div>
      </div>
    </div>
  );
}
