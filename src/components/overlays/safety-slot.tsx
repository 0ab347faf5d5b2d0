import { createContext, type ReactNode, useContext } from 'react';

/** What a person may report (the contract's ReportTargetType). */
export type SafetyTargetKind = 'USER' | 'LISTING' | 'REVIEW' | 'MESSAGE';

/**
 * One thing a report or block entry is offered for. `ownerId` / `ownerUsername` name the person behind it (the
 * user themself, the listing's teacher, the message's sender) so that nothing is offered for one's own; a review
 * does not say its author, the server refuses that case.
 */
export interface SafetyTarget {
  kind: SafetyTargetKind;
  id: number;
  /** How the entry names the item or person to a screen reader ('Diğer seçenekler: Zeynep Çelik'). */
  label: string;
  ownerId?: number | null;
  ownerUsername?: string | null;
}

/** How the entry looks where it stands: a menu beside a person (report and block), or one small button. */
export type SafetyVariant = 'menu' | 'icon' | 'button';

export type SafetySlotRender = (target: SafetyTarget, variant: SafetyVariant) => ReactNode;

const SafetySlotContext = createContext<SafetySlotRender | null>(null);

/**
 * Report and block come from their own feature; features never import each other, so the route that composes
 * a screen provides the renderer once and every review, message, listing or profile on it asks for its entry
 * here (a prop slot would have to pass through every list in between). Without a provider nothing is shown.
 */
export function SafetySlotProvider({ render, children }: { render: SafetySlotRender; children: ReactNode }) {
  return <SafetySlotContext.Provider value={render}>{children}</SafetySlotContext.Provider>;
}

/** The report (and, for a person, block) entry of one item, when the screen offers them. */
export function SafetySlot({ target, variant = 'icon' }: { target: SafetyTarget; variant?: SafetyVariant }) {
  const render = useContext(SafetySlotContext);
  return render ? render(target, variant) : null;
}
