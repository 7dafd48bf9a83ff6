import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceChips, type ChoiceOption } from './choice-chips';

const OPTIONS: ChoiceOption<number>[] = [
  { value: 1, label: '未婚' },
  { value: 2, label: '已婚' },
  { value: 3, label: '离异', disabled: true },
  { value: 4, label: '丧偶' },
];

function Kept({ initial, onChange }: { initial?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">前</button>
      <ChoiceChips
        label="婚姻状况"
        options={OPTIONS}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button">后</button>
    </>
  );
}

const chip = (name: string) => screen.getByRole('radio', { name });

describe('a choice of a few is a radio group a keyboard can use', () => {
  it('is one named group with one Tab stop, on the chosen chip', async () => {
    render(<Kept initial={4} />);
    expect(screen.getByRole('radiogroup', { name: '婚姻状况' })).toBeInTheDocument();
    expect(chip('丧偶')).toHaveAttribute('aria-checked', 'true');
    expect(chip('未婚')).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    await userEvent.tab();
    expect(chip('丧偶')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '后' })).toHaveFocus();
  });

  it('with nothing chosen, Tab lands on the first chip and Space chooses it', async () => {
    const onChange = vi.fn();
    render(<Kept onChange={onChange} />);
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    expect(chip('未婚')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(chip('未婚')).toHaveAttribute('aria-checked', 'true');
  });

  it('the arrow keys move to the next chip that can be chosen and choose it, round the ends', async () => {
    const onChange = vi.fn();
    render(<Kept initial={2} onChange={onChange} />);
    chip('已婚').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(chip('丧偶')).toHaveFocus();
    expect(chip('丧偶')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(chip('未婚')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(chip('丧偶')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(chip('已婚')).toHaveFocus();
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([4, 1, 4, 2]);
  });

  it('a tap on the chosen chip keeps it chosen, and a disabled chip chooses nothing', async () => {
    const onChange = vi.fn();
    render(<Kept initial={2} onChange={onChange} />);
    await userEvent.click(chip('已婚'));
    await userEvent.click(chip('离异'));
    expect(onChange).not.toHaveBeenCalled();
    expect(chip('已婚')).toHaveAttribute('aria-checked', 'true');
    expect(chip('离异')).toBeDisabled();
  });
});
