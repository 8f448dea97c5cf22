import { createCommentSchema } from '@guildhall/contracts/socials';
import { PATHS } from '@guildhall/contracts/paths';
import { getErrorMessage } from '@guildhall/shared-session';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { ListError, QueryView } from '@guildhall/ui/list-state';
import { Link as RouterLink } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useAddComment } from '../api/add-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/list-comments';
import { useViewerRole } from '../hooks/use-viewer';
import { AuthorLine } from './AuthorLine';

/**
 * A post's comments, oldest first (exactly one of loading, the failure with Retry, 'No comments yet.' and the
 * comments; a failed further page keeps those shown), and (signed in) the box to add one.
 */
export function Comments({ postId }: { postId: string }) {
  const comments = useComments(postId);
  const removal = useDeleteComment(postId);
  const signedIn = useViewerRole() !== null;

  return (
    <Stack spacing={1.5} sx={{ pt: 1.5 }}>
      <QueryView
        query={{
          data: comments.data,
          error: comments.error,
          isPending: comments.isPending,
          isError: comments.isError && !comments.isFetchNextPageError,
          refetch: comments.refetch,
        }}
        loading={<CircularProgress size={24} aria-label="Loading comments" sx={{ alignSelf: 'center' }} />}
        errorText="Failed to load comments"
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          <Typography variant="body2" color="text.secondary">
            No comments yet.
          </Typography>
        }
      >
        {(data) => (
          <>
            {data.pages
              .flatMap((page) => page.items)
              .map((comment) => (
                <Box key={comment.id} component="article" aria-label={`Comment by ${comment.author.name}`}>
                  <AuthorLine
                    author={comment.author}
                    createdAt={comment.createdAt}
                    size="small"
                    action={
                      comment.canDelete && (
                        <IconButton
                          size="small"
                          aria-label="Delete comment"
                          disabled={removal.isPending}
                          onClick={() => removal.mutate(comment.id)}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      )
                    }
                  />
                  <Typography variant="body2" sx={{ pl: 5.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment.content}
                  </Typography>
                </Box>
              ))}
            {comments.isFetchNextPageError && (
              <ListError
                text={getErrorMessage(comments.error, 'Failed to load more comments')}
                onRetry={() => void comments.fetchNextPage()}
              />
            )}
            {comments.hasNextPage && !comments.isFetchNextPageError && (
              <Button
                size="small"
                onClick={() => comments.fetchNextPage()}
                disabled={comments.isFetchingNextPage}
                sx={{ alignSelf: 'flex-start' }}
              >
                {comments.isFetchingNextPage ? 'Loading...' : 'Show more comments'}
              </Button>
            )}
          </>
        )}
      </QueryView>
      {removal.isError && (
        <Alert severity="error">{getErrorMessage(removal.error, 'Failed to delete the comment')}</Alert>
      )}
      {signedIn ? (
        <CommentForm postId={postId} />
      ) : (
        <Typography variant="body2">
          <RouterLink to={PATHS.auth}>Log in</RouterLink> to comment.
        </Typography>
      )}
    </Stack>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const addComment = useAddComment(postId);
  return (
    <Form
      schema={createCommentSchema}
      defaultValues={{ content: '' }}
      onSubmit={(comment) => addComment.mutateAsync(comment)}
      failureMessage="Failed to add the comment"
      resetOnSuccess
    >
      {({ control }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormTextField control={control} name="content" label="Write a comment" size="small" multiline maxRows={4} />
          <SubmitButton size="medium" pendingLabel="Sending...">
            Comment
          </SubmitButton>
        </Box>
      )}
    </Form>
  );
}
