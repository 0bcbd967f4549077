import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from '../http';
import { CHAT_READ, chatApi, chatKeys, reasonOf, type ChatReadRetry } from './chat-api';
import { ChatConnection, type ConversationUpdatedEvent } from './chat-socket';
import { CHAT_TEXT } from './messages';
import type { ChatSide, Conversation, OpenConversationInput } from './types';

export interface ChatContextValue {
  side: ChatSide;
  /** False until a participant is signed in: nothing loads, nothing shows. */
  enabled: boolean;
  conversations: Conversation[];
  loading: boolean;
  totalUnread: number;
  /** 'Failed to load conversations' / 'Failed to create conversation', dismissible. */
  listError: string | null;
  createError: string | null;
  dismissListError: () => void;
  dismissCreateError: () => void;
  isOpen: boolean;
  /** The open thread, or null for the conversation list. */
  activeId: string | null;
  openWidget: () => void;
  closeWidget: () => void;
  showList: () => void;
  showConversation: (id: string) => void;
  /** Starts (or finds) the document's conversation and opens it in the widget. */
  openConversation: (input: OpenConversationInput) => Promise<Conversation | undefined>;
  refresh: () => Promise<void>;
  /** A fresher copy of one conversation (after a consent change, a read). */
  replaceConversation: (conversation: Conversation) => void;
  setUnread: (id: string, unread: number) => void;
  connection: ChatConnection | null;
  /** How the chat's reads are retried (the thread's load follows the provider's). */
  retryReads: ChatReadRetry;
}

const ChatContext = createContext<ChatContextValue | null>(null);

const LIST_REFRESH_DELAY_MS = 250;

interface ProviderProps {
  side: ChatSide;
  enabled: boolean;
  children: ReactNode;
  /** Tests pass a connection over a fake socket. */
  connect?: (onUpdated: (event: ConversationUpdatedEvent) => void, onReconnect: () => void) => ChatConnection;
  /** The read policy of shared/http by default; tests pass false to see a failure at once. */
  retryReads?: ChatReadRetry;
}

/**
 * The conversation provider, shared by both sides: the list with its unread counts (GET
 * /conversations, a query in the page's cache — the consumer tab's, react-admin's in the portal — kept fresh by
 * conversation_updated), the widget's open state, and `openConversation` for pages
 * that start a chat ('Message collector', the account row's chat button).
 */
export function ChatProvider({
  side,
  enabled,
  children,
  connect = ChatConnection.open,
  retryReads = shouldRetryRead,
}: ProviderProps) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: chatKeys.conversations,
    queryFn: () => chatApi.conversations(),
    enabled,
    retry: retryReads,
    ...CHAT_READ,
  });
  const [dismissedListError, setDismissedListError] = useState(0);
  const [createError, setCreateError] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Signed out: nothing shows (a list kept in the cache included).
  const conversations = useMemo(() => (enabled ? (list.data ?? []) : []), [enabled, list.data]);
  const loading = list.isFetching;
  const listFailedAt = list.isError ? list.errorUpdatedAt : 0;
  const listError =
    listFailedAt && listFailedAt !== dismissedListError ? CHAT_TEXT.loadConversationsFailed : null;

  // A newer ask replaces one still under way (its late answer is dropped).
  const refetchList = list.refetch;
  const refresh = useCallback(async () => {
    await refetchList();
  }, [refetchList]);

  // Several events in a burst (a delivery, then a read) reload the list once.
  const refreshSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void refresh(), LIST_REFRESH_DELAY_MS);
  }, [refresh]);

  // The list is the cached answer: what the socket or a call says changes it there. A count for a list not loaded
  // yet changes nothing; a conversation just opened or changed is shown even then (the list is then that answer).
  const updateList = useCallback(
    (change: (list: Conversation[]) => Conversation[], evenUnloaded = false) =>
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations, (current) =>
        current || evenUnloaded ? change(current ?? []) : current,
      ),
    [queryClient],
  );
  const setUnread = useCallback(
    (id: string, unread: number) =>
      void updateList((list) => list.map((c) => (c.id === id ? { ...c, unread_count: unread } : c))),
    [updateList],
  );

  useEffect(() => {
    if (enabled) return;
    setOpen(false);
    setActiveId(null);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const opened = connect(
      (event) => {
        setUnread(String(event.conversation_id), Number(event.unread_count) || 0);
        // The count is exact at once; the preview and the order come with the reload.
        refreshSoon();
      },
      () => void refresh(),
    );
    setConnection(opened);
    return () => {
      clearTimeout(refreshTimer.current);
      opened.close();
      setConnection(null);
    };
  }, [enabled, connect, refresh, refreshSoon, setUnread]);

  const replaceConversation = useCallback(
    (conversation: Conversation) =>
      void updateList(
        (list) =>
          list.some((c) => c.id === conversation.id)
            ? list.map((c) => (c.id === conversation.id ? conversation : c))
            : [conversation, ...list],
        true,
      ),
    [updateList],
  );

  const openConversation = useCallback(
    async (input: OpenConversationInput) => {
      setCreateError(null);
      try {
        const conversation = await chatApi.open(input);
        replaceConversation(conversation);
        setActiveId(conversation.id);
        setOpen(true);
        return conversation;
      } catch (error) {
        // The widget opens on its list with the banner, so the click visibly did something.
        const reason = reasonOf(error);
        setCreateError(reason === CHAT_TEXT.noConsumer ? reason : CHAT_TEXT.createFailed);
        setActiveId(null);
        setOpen(true);
        return undefined;
      }
    },
    [replaceConversation],
  );

  const value = useMemo<ChatContextValue>(
    () => ({
      side,
      enabled,
      conversations,
      loading,
      totalUnread: conversations.reduce((sum, c) => sum + c.unread_count, 0),
      listError,
      createError,
      dismissListError: () => setDismissedListError(listFailedAt),
      dismissCreateError: () => setCreateError(null),
      isOpen,
      activeId,
      openWidget: () => setOpen(true),
      closeWidget: () => setOpen(false),
      showList: () => setActiveId(null),
      showConversation: (id: string) => {
        setActiveId(id);
        setOpen(true);
      },
      openConversation,
      refresh,
      replaceConversation,
      setUnread,
      connection,
      retryReads,
    }),
    [
      side,
      enabled,
      conversations,
      loading,
      listError,
      listFailedAt,
      createError,
      isOpen,
      activeId,
      openConversation,
      refresh,
      replaceConversation,
      setUnread,
      connection,
      retryReads,
    ],
  );

  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The chat from any page inside a ChatProvider (both layouts mount one). */
export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat() needs a ChatProvider (the collector Layout and ConsumerLayout mount one)');
  return value;
}

/** For components that may render outside a provider (a page shown without a layout): null there. */
export function useOptionalChat(): ChatContextValue | null {
  return useContext(ChatContext);
}
