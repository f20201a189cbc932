import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSourceFile } from './use-source-file';

describe('useSourceFile', () => {
  it('takes an opened file’s text and name, and forgets the name once the text is cleared', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useSourceFile('', onChange));
    await act(() => result.current.open(new File(['{"a":1}'], 'data.json', { type: 'application/json' })));
    expect(onChange).toHaveBeenLastCalledWith('{"a":1}');
    expect(result.current.name).toBe('data.json');
    act(() => result.current.edit('{"a":2}'));
    expect(result.current.name).toBe('data.json');
    act(() => result.current.edit(''));
    expect(result.current.name).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('clears an earlier file error when another file opens', async () => {
    const { result } = renderHook(() => useSourceFile('', vi.fn()));
    act(() => result.current.setFileError('This file is larger than 50 MB.'));
    expect(result.current.fileError).toBe('This file is larger than 50 MB.');
    await act(() => result.current.open(new File(['x'], 'x.txt')));
    expect(result.current.fileError).toBeNull();
  });
});
