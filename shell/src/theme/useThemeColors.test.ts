import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useThemeColors } from './useThemeColors';

describe('the theme colours a canvas chart is drawn with', () => {
  afterEach(() => {
    // unmounted first: the theme attribute's removal would otherwise reach a mounted hook outside act
    cleanup();
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.theme;
  });

  it('are read again when the applied theme changes, not before', async () => {
    const root = document.documentElement;
    root.style.setProperty('--text-color', '#4b5563');
    root.dataset.theme = 'light';
    const { result } = renderHook(() => useThemeColors());
    expect(result.current.text).toBe('#4b5563');

    // applyTheme enables the dark stylesheet, then says so on <html data-theme>
    root.style.setProperty('--text-color', 'rgba(255, 255, 255, 0.87)');
    // async: the observer's callback runs after the attribute is set, still inside act
    await act(async () => {
      root.dataset.theme = 'dark';
    });
    await waitFor(() => expect(result.current.text).toBe('rgba(255, 255, 255, 0.87)'));
  });

  it('fall back to readable defaults without a theme', () => {
    const { result } = renderHook(() => useThemeColors());
    expect(result.current).toEqual({ text: '#495057', grid: '#dee2e6' });
  });
});
