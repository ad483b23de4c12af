import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, preloadPage } from './section';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Fallback</p>}>{element}</Suspense>);
}

describe('lazyPage', () => {
  it('downloads its code when first rendered, showing the fallback meanwhile', async () => {
    const load = jest.fn(async () => Page);
    const LazyPage = lazyPage(load);
    renderInSuspense(<LazyPage name="Venues" />);
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Venues' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows at once, never its fallback, once preloaded', async () => {
    const load = jest.fn(async () => Page);
    const LazyPage = lazyPage(load);
    await act(() => preloadPage(LazyPage));
    renderInSuspense(<LazyPage name="Meetings" />);
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Meetings' })).toBeInTheDocument();
    await act(() => LazyPage.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = jest
      .fn<Promise<typeof Page>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Page);
    const LazyPage = lazyPage(load);
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await LazyPage.preload();
    renderInSuspense(<LazyPage name="Teams" />);
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeInTheDocument();
  });
});

describe('preloadPage', () => {
  it('resolves at once for a component that is not lazy', async () => {
    await expect(preloadPage(() => null)).resolves.toBeUndefined();
  });
});
