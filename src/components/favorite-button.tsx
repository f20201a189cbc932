import { Star } from 'lucide-react';

interface FavoriteButtonProps {
  /** The tool's title, for the accessible name. */
  title: string;
  favorite: boolean;
  onToggle: () => void;
}

/** A star toggle; pressed state is announced and shown by the fill, not by colour alone. */
export function FavoriteButton({ title, favorite, onToggle }: FavoriteButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={`Favourite ${title}`}
      title={favorite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onToggle}
      className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
    >
      <Star aria-hidden="true" className={favorite ? 'size-5 fill-amber-400 text-amber-600 dark:text-amber-400' : 'size-5'} />
    </button>
  );
}
