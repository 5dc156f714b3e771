export { CommentsButton, ProcessCommentsButton } from './comments-button';
export { COMMENT_PARAM, CommentsProvider } from './comments-context';
