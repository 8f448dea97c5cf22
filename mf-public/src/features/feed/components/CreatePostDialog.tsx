import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_POST_MEDIA, POST_CONTENT_MAX } from '@guildhall/contracts/limits';
import { postFormSchema } from '@guildhall/contracts/socials';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { useCreatePost } from '../api/create-post';

interface CreatePostDialogProps {
  open: boolean;
  onClose(): void;
}

/** Chosen files with their preview URLs (revoked when the list changes or the dialog goes). */
function usePreviews(files: readonly File[]) {
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  return previews;
}

/**
 * 'Create Post': text ('What's on your mind?') and up to five photos or videos ('Add Media (n/5)'; files beyond
 * five are left out, as the spec says). Post is disabled while nothing is written or chosen, and reads 'Posting...'
 * while it sends; on success the dialog empties and closes, and the feed starts again from the new post.
 */
export function CreatePostDialog({ open, onClose }: CreatePostDialogProps) {
  const createPost = useCreatePost();
  const [files, setFiles] = useState<File[]>([]);
  const previews = usePreviews(files);
  const input = useRef<HTMLInputElement>(null);

  const addFiles = (chosen: FileList | null) => {
    const media = [...(chosen ?? [])].filter((file) => /^(image|video)\//.test(file.type));
    setFiles((current) => [...current, ...media].slice(0, MAX_POST_MEDIA));
    // The same file may be chosen again after being removed.
    if (input.current) input.current.value = '';
  };
  const close = () => {
    setFiles([]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-post-title">
      <DialogTitle id="create-post-title">Create Post</DialogTitle>
      <Form
        schema={postFormSchema}
        defaultValues={{ content: '' }}
        onSubmit={async ({ content }) => {
          await createPost.mutateAsync({ content, files });
          close();
        }}
        failureMessage="Failed to create the post. Please try again."
        resetOnSuccess
      >
        {({ control, watch }) => (
          <>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
              <FormTextField
                control={control}
                name="content"
                label="What's on your mind?"
                multiline
                minRows={4}
                characterLimit={POST_CONTENT_MAX}
                autoFocus
              />
              {previews.length > 0 && (
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
                  {previews.map(({ file, url }, index) => (
                    <Box
                      key={url}
                      sx={{
                        position: 'relative',
                        aspectRatio: '1 / 1',
                        borderRadius: 1,
                        overflow: 'hidden',
                        bgcolor: 'action.hover',
                      }}
                    >
                      {file.type.startsWith('video/') ? (
                        <Box
                          component="video"
                          src={url}
                          muted
                          aria-label={file.name}
                          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                        />
                      ) : (
                        <Box
                          component="img"
                          src={url}
                          alt={file.name}
                          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                        />
                      )}
                      <IconButton
                        size="small"
                        aria-label={`Remove ${file.name}`}
                        onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                        sx={{
                          position: 'absolute',
                          top: 4,
                          right: 4,
                          bgcolor: 'rgba(0,0,0,0.6)',
                          color: 'common.white',
                          '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
                        }}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  ))}
                </Box>
              )}
              <input
                ref={input}
                type="file"
                accept="image/*,video/*"
                multiple
                hidden
                data-testid="post-media-input"
                onChange={(event) => addFiles(event.target.files)}
              />
              <Button
                variant="outlined"
                startIcon={<AddPhotoAlternateIcon />}
                onClick={() => input.current?.click()}
                disabled={files.length >= MAX_POST_MEDIA}
                sx={{ justifySelf: 'start' }}
              >
                Add Media ({files.length}/{MAX_POST_MEDIA})
              </Button>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={close}>Cancel</Button>
              <SubmitButton
                size="medium"
                pendingLabel="Posting..."
                disabled={!watch('content').trim() && files.length === 0}
              >
                Post
              </SubmitButton>
            </DialogActions>
          </>
        )}
      </Form>
    </Dialog>
  );
}
