import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useConfirm } from './use-confirm';

const QUESTION = { title: '提现确认', content: '确定提现¥12.00吗？', confirmText: '确定提现', cancelText: '取消' };

/** A screen with one button that asks the question and records each answer. */
function Asker({ answers }: { answers: boolean[] }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm(QUESTION).then((sure) => answers.push(sure))}>
      确认提现
    </button>
  );
}

const shownQuestions = () => screen.queryAllByText(QUESTION.content).length;

// A question of the test before may still be closing (its animation can outlast a loaded run).
beforeEach(async () => {
  await waitFor(() => expect(shownQuestions()).toBe(0), { timeout: 5000 });
});

it('a second tap while the question is on screen asks nothing: one dialog, and confirming it answers yes once', async () => {
  const answers: boolean[] = [];
  render(<Asker answers={answers} />);
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  await screen.findByText(QUESTION.content);
  expect(shownQuestions()).toBe(1);
  expect(screen.getByRole('dialog', { name: '提现确认' })).toBeInTheDocument();
  fireEvent.click(within(screen.getByRole('dialog', { name: '提现确认' })).getByText('确定提现'));
  await waitFor(() => expect(answers).toEqual([false, true]));
});

it('asks again once the first question was answered', async () => {
  const answers: boolean[] = [];
  render(<Asker answers={answers} />);
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: '提现确认' })).getByText('取消'));
  await waitFor(() => expect(answers).toEqual([false]));
  await waitFor(() => expect(screen.queryByText(QUESTION.content)).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: '提现确认' })).getByText('确定提现'));
  await waitFor(() => expect(answers).toEqual([false, true]));
});

it('the question closes, answering no, when its screen goes away: it never stays over the next page', async () => {
  const answers: boolean[] = [];
  const { unmount } = render(<Asker answers={answers} />);
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  await screen.findByText(QUESTION.content);
  unmount();
  await waitFor(() => expect(answers).toEqual([false]));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  expect(screen.queryByText(QUESTION.content)).not.toBeInTheDocument();
});
