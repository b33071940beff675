import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, demoShipment } from './support/api.ts';
import { signIn } from './support/console.ts';

/**
 * Issue 28: a counter visit from the search to its end with the keyboard alone — no click after
 * signing in. Every element the Tab key stops on on the way must show that it has the focus.
 */

/** The issuance the visit serves: the recipient pays delivery and cash on delivery (demo seed). */
const TO_ISSUE = 'DEMO-ISSUE-6';
/** A Polish passport (demo identification document types): two letters, seven digits. */
const DOCUMENT = { type: 'Paszport', number: 'AB1234567' };
/** Tab presses allowed to reach one element. */
const MAX_TABS = 60;

interface FocusStop {
  what: string;
  visible: boolean;
}

/**
 * Runs in the page: what has the focus and whether it shows it, by an outline of its own or of the
 * box antd draws around it (a card tab, a field's wrapper), or by the ring antd draws around a field.
 */
function focusStop(): FocusStop | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const boxes: Element[] = [];
  for (let node: Element | null = element; node && boxes.length < 3; node = node.parentElement)
    boxes.push(node);
  const shows = (node: Element) => {
    const style = getComputedStyle(node);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const field = /\bant-(input|input-affix-wrapper|input-number|select|picker)\b/.test(node.className);
    return outlined || (field && style.boxShadow !== 'none');
  };
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return { what: `${element.tagName.toLowerCase()} "${name}"`, visible: boxes.some(shows) };
}

/** The keyboard's path through the page: Tab until an element has the focus, noting every stop. */
function keyboardOf(page: Page) {
  const unseen = new Set<string>();
  const note = async () => {
    const stop = await page.evaluate(focusStop);
    if (stop && !stop.visible) unseen.add(stop.what);
  };
  const hasFocus = (target: Locator) =>
    target.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
  return {
    unseen,
    /** Tabs (Shift+Tab with `back`) to the target, which must be on screen. */
    async tabTo(target: Locator, back = false) {
      await expect(target).toBeVisible();
      for (let presses = 0; presses < MAX_TABS; presses += 1) {
        if (await hasFocus(target)) return;
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        await note();
      }
      throw new Error(`${MAX_TABS} Tab presses did not reach ${target}`);
    },
    async press(key: string) {
      await page.keyboard.press(key);
      await note();
    },
  };
}

test('a clerk serves a visit by keyboard alone: search, issue, payment, identification, end', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clerk = await apiAs(request, 'operator');
  const shipment = await demoShipment(clerk, TO_ISSUE);
  expect(shipment.status).toBe('Accepted');
  await signIn(page, 'operator', '/employee_workplace');
  await expect(page.getByRole('heading', { name: 'Employee workplace' })).toBeVisible();
  const keys = keyboardOf(page);

  // The workplace's menu starts a visit to issue a parcel.
  await keys.tabTo(page.getByRole('button', { name: 'Issue a parcel' }));
  await keys.press('Enter');
  await page.waitForURL(/\/visits\/[0-9a-f-]+/);
  await expect(page.getByTestId('visit-status')).toHaveText('Open');

  // The search box has the focus; the arrow keys choose the result; the focus comes back for the next.
  const search = page.getByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
  await expect(search).toBeFocused();

  // A refused form takes the focus to the wrong field, which reads out its error.
  const email = page.getByRole('textbox', { name: 'Email' });
  await keys.tabTo(email);
  await page.keyboard.type('not-an-email');
  await keys.tabTo(page.getByRole('button', { name: 'Save' }));
  await keys.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/email/i);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await keys.tabTo(search, true);
  await page.keyboard.type(shipment.number);
  await keys.press('Enter');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(page.getByRole('status').filter({ hasText: /^1 result$/ })).toBeAttached();
  await keys.press('ArrowDown');
  await expect(results.getByRole('button').filter({ hasText: shipment.number })).toBeFocused();
  await keys.press('Enter');
  const documents = page.getByRole('list', { name: 'Documents of the visit' });
  await expect(documents.locator(':scope > li').filter({ hasText: shipment.number })).toContainText(
    'Issuance',
  );
  await expect(search).toBeFocused();

  // Payment: Escape closes the dialog and gives the focus back to its button; then the cash is taken.
  const takePayment = page.getByRole('button', { name: 'Take payment' });
  await keys.tabTo(takePayment);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Take payment for the visit' });
  await expect(dialog).toBeVisible();
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(takePayment).toBeFocused();
  await keys.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await keys.tabTo(dialog.getByRole('button', { name: /^Paid / }));
  await keys.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nothing to pay')).toBeVisible();

  // Identification by document: the type chosen from its list with the arrow keys.
  const documentType = page.getByRole('combobox', { name: 'Document type' });
  await keys.tabTo(documentType, true);
  await page.keyboard.type(DOCUMENT.type.slice(0, 4));
  await expect(page.getByRole('option', { name: DOCUMENT.type })).toBeVisible();
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await keys.tabTo(page.getByRole('textbox', { name: 'Document number' }));
  await page.keyboard.type(DOCUMENT.number);
  await keys.tabTo(page.getByRole('button', { name: 'Identify by document' }));
  await keys.press('Enter');
  await expect(page.getByText('Identified by document')).toBeVisible();

  // The end, announced as the visit's status.
  await keys.tabTo(page.getByRole('button', { name: 'End visit' }), true);
  await keys.press('Enter');
  await expect(page.getByText(/^Visit VS\d{12} is closed$/)).toBeVisible();
  expect((await clerk.get<{ status: string }>(`shipments/${shipment.id}`)).status).toBe('Issued');

  expect([...keys.unseen], 'focus stops that do not show the focus').toEqual([]);
});
