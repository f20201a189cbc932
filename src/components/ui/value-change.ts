import type { ChangeEvent, ChangeEventHandler } from 'react';

type ValueElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The change handler of a kit control given `onValue` (the new value, the common need) beside or instead of `onChange` (the event). */
export function valueChange<E extends ValueElement, V extends string = string>(
  onChange: ChangeEventHandler<E> | undefined,
  onValue: ((value: V) => void) | undefined,
): ChangeEventHandler<E> | undefined {
  if (!onValue) return onChange;
  return (event: ChangeEvent<E>) => {
    onChange?.(event);
    // A select's value is one of its options' and a text control's any string, so V holds for the controls that pass it.
    onValue(event.target.value as V);
  };
}
