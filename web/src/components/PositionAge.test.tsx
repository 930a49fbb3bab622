import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PositionAge } from './PositionAge';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, options?: { count?: number }) => `${key} ${options?.count}`,
  }),
}));

afterEach(cleanup);

describe('PositionAge', () => {
  it('says how many minutes old a fix is once it is over two minutes old', () => {
    render(<PositionAge fixedAt={Date.now() - 5 * 60_000 - 1000} />);
    expect(screen.getByRole('note').textContent).toBe('position.age.minute 5');
  });

  it('says nothing of a recent fix, or of a position that is not the visitor’s', () => {
    const { container } = render(
      <>
        <PositionAge fixedAt={Date.now() - 60_000} />
        <PositionAge fixedAt={undefined} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
