import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { OPEN_THRESHOLD, SwipeCell } from './swipe-cell';

/** The actions' width the tests lay out (jsdom has no layout): 15% of it is 30 px. */
const WIDTH = 200;

beforeEach(() => {
  // Only the actions have a width; restoreMocks puts the getter back after each test.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('qsh-swipe-cell-actions') ? WIDTH : 0;
  });
});

function renderCell() {
  const onOpenChange = vi.fn();
  const onRow = vi.fn();
  const onAction = vi.fn();
  const view = render(
    <>
      <SwipeCell onOpenChange={onOpenChange} actions={<button type="button" onClick={onAction}>删除</button>}>
        <span>张伟 13800000000</span>
        <button type="button" onClick={onRow}>编辑</button>
      </SwipeCell>
      <p>elsewhere</p>
    </>,
  );
  const cell = view.container.querySelector<HTMLElement>('.qsh-swipe-cell')!;
  const actions = view.container.querySelector<HTMLElement>('.qsh-swipe-cell-actions')!;
  const track = view.container.querySelector<HTMLElement>('.qsh-swipe-cell-track')!;
  const isOpen = () => actions.getAttribute('aria-hidden') === null;
  return { onOpenChange, onRow, onAction, cell, actions, track, isOpen };
}

/**
 * A drag by (dx, dy) starting on `from`, in steps, as a finger moves: the first step goes just
 * past the 10 px that decide the axis. Ends with pointerup (or pointercancel).
 */
function drag(from: HTMLElement, dx: number, dy = 0, end: 'pointerUp' | 'pointerCancel' = 'pointerUp') {
  const start = { clientX: 200, clientY: 100, pointerId: 1, button: 0, isPrimary: true };
  fireEvent.pointerDown(from, start);
  const steps = 4;
  for (let i = 1; i <= steps; i++) {
    fireEvent.pointerMove(from, { ...start, clientX: start.clientX + (dx * i) / steps, clientY: start.clientY + (dy * i) / steps });
  }
  fireEvent[end](from, { ...start, clientX: start.clientX + dx, clientY: start.clientY + dy });
}

const threshold = WIDTH * OPEN_THRESHOLD;

describe('the swipe cell', () => {
  it('measures 15% of the actions\' width: the spec\'s constant', () => {
    expect(OPEN_THRESHOLD).toBe(0.15);
    expect(threshold).toBe(30);
  });

  it('a drag left past 15% of the actions\' width opens the cell', () => {
    const { cell, track, isOpen, onOpenChange } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -31);
    expect(isOpen()).toBe(true);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
    // Resting open shows the whole of the actions, with the transition.
    expect(track.style.transform).toBe(`translate3d(-${WIDTH}px, 0, 0)`);
    expect(cell).not.toHaveClass('qsh-swipe-cell-dragging');
  });

  it('a drag left short of 15% snaps back closed', () => {
    const { track, isOpen, onOpenChange } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -29);
    expect(isOpen()).toBe(false);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(track.style.transform).toBe('');
  });

  it('follows the finger during the drag, without the transition', () => {
    const { cell, track } = renderCell();
    const row = screen.getByText('张伟 13800000000');
    fireEvent.pointerDown(row, { clientX: 200, clientY: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerMove(row, { clientX: 150, clientY: 102, pointerId: 1 });
    expect(track.style.transform).toBe('translate3d(-50px, 0, 0)');
    expect(cell).toHaveClass('qsh-swipe-cell-dragging');
    // Never past the actions' width, never right of its rest.
    fireEvent.pointerMove(row, { clientX: -400, clientY: 102, pointerId: 1 });
    expect(track.style.transform).toBe(`translate3d(-${WIDTH}px, 0, 0)`);
    fireEvent.pointerMove(row, { clientX: 400, clientY: 102, pointerId: 1 });
    expect(track.style.transform).toBe('');
  });

  it('an open cell closes when dragged right past 15%', () => {
    const { isOpen, onOpenChange } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -WIDTH);
    expect(isOpen()).toBe(true);
    drag(screen.getByText('张伟 13800000000'), 31);
    expect(isOpen()).toBe(false);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('an open cell dragged right short of 15% snaps back open', () => {
    const { track, isOpen, onOpenChange } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -WIDTH);
    drag(screen.getByText('张伟 13800000000'), 29);
    expect(isOpen()).toBe(true);
    expect(track.style.transform).toBe(`translate3d(-${WIDTH}px, 0, 0)`);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('a drag the browser cancels settles by the same rule', () => {
    const { isOpen } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -31, 0, 'pointerCancel');
    expect(isOpen()).toBe(true);
  });

  it('a vertical move does not open the cell, even when it later goes left', () => {
    const { track, isOpen } = renderCell();
    const row = screen.getByText('张伟 13800000000');
    fireEvent.pointerDown(row, { clientX: 200, clientY: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerMove(row, { clientX: 195, clientY: 112, pointerId: 1 });
    fireEvent.pointerMove(row, { clientX: 100, clientY: 130, pointerId: 1 });
    expect(track.style.transform).toBe('');
    fireEvent.pointerUp(row, { clientX: 100, clientY: 130, pointerId: 1 });
    expect(isOpen()).toBe(false);
  });

  it('a second finger makes the touch a pinch: the row does not move and does not open', () => {
    const { track, isOpen } = renderCell();
    const row = screen.getByText('张伟 13800000000');
    fireEvent.pointerDown(row, { clientX: 200, clientY: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerDown(row, { clientX: 320, clientY: 120, pointerId: 2, isPrimary: false });
    // The fingers close in: the second one moves left by 80 px.
    fireEvent.pointerMove(row, { clientX: 240, clientY: 120, pointerId: 2 });
    fireEvent.pointerMove(row, { clientX: 230, clientY: 100, pointerId: 1 });
    expect(track.style.transform).toBe('');
    fireEvent.pointerUp(row, { clientX: 240, clientY: 120, pointerId: 2 });
    fireEvent.pointerUp(row, { clientX: 230, clientY: 100, pointerId: 1 });
    expect(isOpen()).toBe(false);
  });

  describe('on a page the customer has zoomed in', () => {
    /** A visual viewport whose scale a test sets, firing resize as a pinch does. */
    function zoomTo(view: EventTarget & { scale: number }, scale: number) {
      act(() => {
        view.scale = scale;
        view.dispatchEvent(new Event('resize'));
      });
    }

    it('a sideways finger pans the view rather than dragging the row; back at 1x the row drags again', () => {
      const view = Object.assign(new EventTarget(), { scale: 2 });
      Object.defineProperty(window, 'visualViewport', { configurable: true, value: view });
      onTestFinished(() => {
        Reflect.deleteProperty(window, 'visualViewport');
      });
      const { cell, track, isOpen } = renderCell();
      // The cell lets the browser have sideways moves (touch-action: auto).
      expect(cell).toHaveClass('qsh-swipe-cell-zoomed');
      drag(screen.getByText('张伟 13800000000'), -WIDTH);
      expect(track.style.transform).toBe('');
      expect(isOpen()).toBe(false);

      zoomTo(view, 1);
      expect(cell).not.toHaveClass('qsh-swipe-cell-zoomed');
      drag(screen.getByText('张伟 13800000000'), -WIDTH);
      expect(isOpen()).toBe(true);
    });
  });

  it('a tap outside closes an open cell', () => {
    const { isOpen, onOpenChange } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -WIDTH);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(isOpen()).toBe(false);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('a drag does not click the row\'s buttons', () => {
    const { onRow, isOpen } = renderCell();
    const edit = screen.getByRole('button', { name: '编辑' });
    // The click a browser may send where a drag that started on a button ends. The drag is too
    // short to open the cell, so only the drag itself can keep the click from the button.
    drag(edit, -16);
    expect(isOpen()).toBe(false);
    fireEvent.click(edit);
    expect(onRow).not.toHaveBeenCalled();
    // The row's button still works on a tap.
    fireEvent.pointerDown(edit, { clientX: 200, clientY: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerUp(edit, { clientX: 200, clientY: 100, pointerId: 1 });
    fireEvent.click(edit);
    expect(onRow).toHaveBeenCalledTimes(1);
  });

  it('a tap on the content of an open cell closes it without clicking the row\'s buttons', () => {
    const { onRow, isOpen } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -WIDTH);
    fireEvent.pointerDown(screen.getByText('编辑'), { clientX: 20, clientY: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerUp(screen.getByText('编辑'), { clientX: 20, clientY: 100, pointerId: 1 });
    fireEvent.click(screen.getByText('编辑'));
    expect(onRow).not.toHaveBeenCalled();
    expect(isOpen()).toBe(false);
  });

  it('a tap on an action runs it, then closes the cell', () => {
    const { onAction, onOpenChange, isOpen } = renderCell();
    drag(screen.getByText('张伟 13800000000'), -WIDTH);
    const action = screen.getByRole('button', { name: '删除' });
    fireEvent.pointerDown(action, { clientX: 350, clientY: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerUp(action, { clientX: 350, clientY: 100, pointerId: 1 });
    fireEvent.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(isOpen()).toBe(false);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps the actions in the DOM but hidden and out of the tab order while closed', () => {
    const { actions } = renderCell();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(actions).toHaveAttribute('aria-hidden', 'true');
    expect(actions).toHaveAttribute('inert');
    drag(screen.getByText('张伟 13800000000'), -WIDTH);
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(actions).not.toHaveAttribute('aria-hidden');
    expect(actions).not.toHaveAttribute('inert');
  });
});
