import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useConfirm } from './use-confirm';

/** Each test asks its own question: a question of the test before may still be closing on a loaded machine. */
const question = (title: string) => ({ title, content: `${title}：确定提现¥12.00吗？`, confirmText: '确定提现', cancelText: '取消' });

/** A screen with one button that asks the question and records each answer. */
function Asker({ asked, answers }: { asked: ReturnType<typeof question>; answers: boolean[] }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm(asked).then((sure) => answers.push(sure))}>
      确认提现
    </button>
  );
}

it('a second tap while the question is on screen asks nothing: one dialog, and confirming it answers yes once', async () => {
  const asked = question('提现确认一');
  const answers: boolean[] = [];
  render(<Asker asked={asked} answers={answers} />);
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  await screen.findByText(asked.content);
  expect(screen.getAllByText(asked.content)).toHaveLength(1);
  fireEvent.click(within(screen.getByRole('dialog', { name: asked.title })).getByText('确定提现'));
  await waitFor(() => expect(answers).toEqual([false, true]));
});

it('asks again once the first question was answered', async () => {
  const asked = question('提现确认二');
  const answers: boolean[] = [];
  render(<Asker asked={asked} answers={answers} />);
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: asked.title })).getByText('取消'));
  await waitFor(() => expect(answers).toEqual([false]));
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  // The answered question may still be closing: the new one is the last on screen.
  await waitFor(() => expect(screen.getAllByRole('dialog', { name: asked.title }).length).toBeGreaterThan(0));
  fireEvent.click(within(screen.getAllByRole('dialog', { name: asked.title }).at(-1)!).getByText('确定提现'));
  await waitFor(() => expect(answers).toEqual([false, true]));
});

it('the question closes, answering no, when its screen goes away: it never stays over the next page', async () => {
  const asked = question('提现确认三');
  const answers: boolean[] = [];
  const { unmount } = render(<Asker asked={asked} answers={answers} />);
  fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
  await screen.findByText(asked.content);
  unmount();
  await waitFor(() => expect(answers).toEqual([false]));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  await waitFor(() => expect(screen.queryByText(asked.content)).not.toBeInTheDocument(), { timeout: 3000 });
});
