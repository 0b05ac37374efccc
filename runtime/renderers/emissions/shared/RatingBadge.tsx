/** A CII rating A–E in the colours every operator knows (A dark green … E red). */
import { Badge } from '@mantine/core';
import type { CiiRating } from '../../../../descriptors/lib/emissions/api-types.js';

const ratingColour: Record<CiiRating, string> = { A: 'green.8', B: 'lime.6', C: 'yellow.5', D: 'orange.6', E: 'red.7' };
const ratingText: Record<CiiRating, string> = { A: 'white', B: 'dark', C: 'dark', D: 'white', E: 'white' };

export function RatingBadge({ rating, size = 'lg' }: { rating: CiiRating | null; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  if (!rating) return <span aria-label="—">—</span>;
  return <Badge size={size} radius="sm" color={ratingColour[rating]} c={ratingText[rating]} aria-label={`CII ${rating}`} data-rating={rating}>{rating}</Badge>;
}
