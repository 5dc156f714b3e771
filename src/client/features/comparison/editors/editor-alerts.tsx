import type { Artifact } from '@core/schemas/artifact';
import type * as React from 'react';
import { InlineAlert } from '../../../components/inline-alert';
import { Button } from '../../../components/ui/button';

// The editors' alerts share the app's inline alert.
export { InlineAlert };

import { formatDateTime } from '../../../lib/format';
import { OverwriteOrLoad } from '../../live';

export function ConflictAlert({
  actionRef,
  theirs,
  busy,
  onOverwrite,
  onLoadTheirs,
}: {
  actionRef: React.Ref<HTMLButtonElement>;
  theirs: Artifact;
  busy: boolean;
  onOverwrite: () => void;
  onLoadTheirs: () => void;
}) {
  return (
    <InlineAlert title="A colleague saved a newer version.">
      <p className="text-amber-900">
        Their version was saved {formatDateTime(theirs.updatedAt)}. Your changes are still here and not saved
        yet: keep yours over theirs, or load theirs instead.
      </p>
      <div className="mt-2">
        <OverwriteOrLoad
          actionRef={actionRef}
          busy={busy}
          onOverwrite={onOverwrite}
          onLoadTheirs={onLoadTheirs}
        />
      </div>
    </InlineAlert>
  );
}

export function GoneAlert({
  actionRef,
  busy,
  onSaveAsNew,
}: {
  actionRef: React.Ref<HTMLButtonElement>;
  busy: boolean;
  onSaveAsNew: () => void;
}) {
  return (
    <InlineAlert title="A colleague deleted this artifact.">
      <p>What you typed is still here. Save it as a new artifact, or cancel to leave it deleted.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button ref={actionRef} size="sm" onClick={onSaveAsNew} disabled={busy}>
          Save as a new artifact
        </Button>
      </div>
    </InlineAlert>
  );
}
