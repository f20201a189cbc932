import { Star } from 'lucide-react';

interface FavouriteButtonProps {
  /** The tool's title, for the accessible name. */
  title: string;
  favourite: boolean;
  onToggle: () => void;
}

/** A star toggle; pressed state is announced and shown by the fill, not by colour alone. */
export function FavouriteButton({ title, favourite, onToggle }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={`Favourite ${title}`}
      title={favourite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onToggle}
      className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
    >
      <Star aria-hidden="true" className={favourite ? 'size-5 fill-amber-400 text-amber-600 dark:text-amber-400' : 'size-5'} />
    </button>
  );
}
