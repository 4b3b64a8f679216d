import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ControlProps } from './Field';
import { Input } from './Field';

export type ComboboxOption = { value: string; label: string };

type ComboboxProps = {
  control: ControlProps;
  name?: string;
  /** The chosen option's value (or text typed that matches none). */
  value: string;
  options: readonly ComboboxOption[];
  onChange(value: string): void;
  onBlur?(): void;
  placeholder?: string;
};

/** Case, spaces and underscores aside, as people type zone names ("new york" finds America/New_York). */
const fold = (text: string) => text.toLowerCase().replaceAll('_', ' ').trim();

/**
 * A text box that filters a list (the ARIA 1.2 combobox with a listbox popup): type to filter,
 * Arrow Down/Up to move, Enter to choose, Escape to close. Text that names an option exactly,
 * typed or pasted, chooses it; anything else is kept as typed (the API says what is wrong with it).
 */
export function Combobox({ control, name, value, options, onChange, onBlur, placeholder }: ComboboxProps) {
  const listId = useId();
  const labelOf = (of: string) => options.find((option) => option.value === of)?.label ?? of;
  const [text, setText] = useState(() => labelOf(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The value chosen elsewhere (a reset, the options arriving) shows in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value or option list should overwrite what is typed
  useEffect(() => setText(labelOf(value)), [value, options]);

  const matches = useMemo(() => {
    const query = fold(text);
    return query ? options.filter((option) => fold(option.label).includes(query) || fold(option.value).includes(query)) : options;
  }, [options, text]);
  const exact = (typed: string) => options.find((option) => fold(option.label) === fold(typed) || fold(option.value) === fold(typed));

  // The active option stays in view as the arrow keys move through a long list.
  useEffect(() => {
    if (open) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open, listId]);

  const choose = (option: ComboboxOption) => {
    setText(option.label);
    setOpen(false);
    onChange(option.value);
  };
  const type = (typed: string) => {
    setText(typed);
    setActive(0);
    const named = exact(typed);
    // A whole name typed or pasted is a choice; the list closes so nothing covers what comes next.
    if (named) choose(named);
    else setOpen(true);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      else setActive((at) => Math.min(Math.max(at + step, 0), matches.length - 1));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(labelOf(value));
    }
  };
  const leave = () => {
    setOpen(false);
    const named = exact(text);
    if (named) setText(named.label);
    if ((named?.value ?? text) !== value) onChange(named?.value ?? text);
    onBlur?.();
  };

  const shown = open && matches.length > 0;
  return (
    <Wrapper>
      <Input
        {...control}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={leave}
        onClick={() => setOpen(true)}
      />
      <List id={listId} role="listbox" hidden={!shown}>
        {shown
          ? matches.map((option, index) => (
              <Option
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Chosen on mouse down, before the box loses focus.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option.label}
              </Option>
            ))
          : null}
      </List>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 12%);
  &[hidden] { display: none; }
`;

const Option = styled.li`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
