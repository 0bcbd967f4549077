/** Ratings are 1, -1 or 0; pressing the rating already given clears it. */
export type Rating = 1 | -1 | 0;

export function nextRating(current: number, pressed: Rating): Rating {
  if (pressed === 0 || pressed === current) return 0;
  return pressed;
}
