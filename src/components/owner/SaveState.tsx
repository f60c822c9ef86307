import { fillTemplate } from '../../domain/templates';
import { ErrorText, QuietText, SecondaryButton } from './owner-styles';
import type { Saving } from './use-save';

/** The words of a save's state, from the owner's texts: `notSaved` has {reason}. */
export interface SaveWords {
  saving: string;
  saved: string;
  notSaved: string;
  saveAgain: string;
}

export interface SaveStateProps {
  words: SaveWords;
  saving: Saving;
  /** Sends the failed save again. */
  onAgain: () => void;
}

/** Under a control that saves: "Saving…", "Saved.", or why not with Try again. */
export function SaveState({ words, saving, onAgain }: SaveStateProps) {
  if (saving.state === 'saving') return <QuietText role="status">{words.saving}</QuietText>;
  if (saving.state === 'saved') return <QuietText role="status">{words.saved}</QuietText>;
  if (saving.state !== 'failed') return null;
  return (
    <>
      <ErrorText role="alert">{fillTemplate(words.notSaved, { reason: saving.reason })}</ErrorText>
      <SecondaryButton type="button" onClick={onAgain}>
        {words.saveAgain}
      </SecondaryButton>
    </>
  );
}
