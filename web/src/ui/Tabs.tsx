import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';

export type TabItem = { value: string; label: ReactNode; panel: ReactNode };

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs
 * and show their panel. Only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = items[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    select(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  const active = items.find((item) => item.value === selected);
  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.value}
            ref={(el) => {
              if (el) tabRefs.current.set(item.value, el);
              else tabRefs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.value}`}
            aria-selected={item.value === selected}
            aria-controls={`${baseId}-panel-${item.value}`}
            tabIndex={item.value === selected ? 0 : -1}
            onClick={() => select(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {active ? (
        <Panel role="tabpanel" id={`${baseId}-panel-${active.value}`} aria-labelledby={`${baseId}-tab-${active.value}`} tabIndex={0}>
          {active.panel}
        </Panel>
      ) : null}
    </div>
  );
}

/** On a narrow screen the tabs scroll sideways inside their own bar, never the page. */
const TabList = styled.div`
  display: flex;
  overflow-x: auto;
  scrollbar-width: thin;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Tab = styled.button`
  flex: 1 0 auto;
  white-space: nowrap;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  ${focusRing}
`;

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  outline: none;
  ${focusRing}
`;
