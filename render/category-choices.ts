/** A category as a form offers it: the id the form sends and the name it shows. */
export type CategoryChoice = { id: number; name: string };

/**
 * A catalog's categories as a form's choices: only each one's id and name, so the rest of the entry
 * (its slug, counts, order) is not handed to the form and sent with the page.
 */
export function categoryChoices(categories: readonly CategoryChoice[]): CategoryChoice[] {
  return categories.map(({ id, name }) => ({ id, name }));
}
