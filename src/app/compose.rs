//! The composition root: config → session file → model → key → tools → permissions, built once
//! at startup. Each step fails with the exit code the README documents. A resumed session's
//! branch supplies the model and thinking level unless the command line gives them.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::agent::cache::settings::CacheSettings;
use crate::agent::retry::RetryPolicy;
use crate::agent::services::{CacheServices, Services};
use crate::agent::worker::SessionConfig;
use crate::agent::{Agent, AgentOptions};
use crate::ai::model::Model;
use crate::ai::types::ThinkingLevel;
use crate::app::options::Args;
use crate::app::session_setup;
use crate::app::model_choice::{provider_key, session_model};
pub use crate::app::model_choice::{model_and_key, model_spec};
use crate::app::run_config::project_config;
pub use crate::app::run_config::{read_user_config, registry, user_config};
use crate::config::models::{ModelSpec, Registry};
use crate::config::project::ProjectFile;
use crate::error::{Error, Result};
use crate::host::Host;
use crate::permissions::Permissions;
use crate::permissions::classifier::Classifier;
use crate::permissions::config::{self as perm_config, CliPermissions, PermissionConfig};
use crate::permissions::mode::Mode;
use crate::session::Context;
use crate::tools;
use crate::tools::state::{ToolOptions, ToolState};

/// Builds everything one agent needs from the run's options, with the run's user config (read
/// once per run) and the project's `.ama/config.json` (read once here):
/// the first session's settings and file, the model catalogue, and the agent's wiring
/// (`Services`: hooks, skills, instructions, the host's part, the `task` hub, the prompt cache).
/// Every front end starts its agent from this (print, line, interactive and RPC).
/// `warming: false` keeps the prompt cache from warming (print mode ends before it could pay).
pub fn agent_options(args: &Args, warming: bool) -> Result<Composed> {
    let registry = registry(args)?;
    let cwd = run_cwd(args)?;
    let settings = registry.settings().clone();
    let project = project_config(args, &cwd);
    let hidden = ToolOptions::from_settings(&settings).secret_env;
    let mut claude = crate::app::claude_setup::load(args, &cwd, (&settings, &hidden))?;
    let roots = with_front_end_roots(&claude.dirs, &args.extra_roots);
    let bash_sandbox_on = bash_sandbox_for_run(&settings, args.sandbox, &project, &roots);
    let root = session_setup::sessions_root(args, settings.session_dir.as_deref());
    let opened = session_setup::open(args, &root, &cwd, open_bound(args, &registry, &settings))?;
    let model = session_model(args, &registry, opened.context.as_ref())?;
    let api_key = provider_key(&registry, &model.provider)?;
    let thinking = session_thinking(args, &settings, opened.context.as_ref())?;
    let (tool_names, names_codemode) = without_codemode(args.tools.as_deref());
    let mut tools = tools::registry::Registry::new(tool_names.as_deref())?;
    tools.set_bash_sandbox(bash_sandbox_on.clone());
    let tool_options = tool_options(&settings, &project, &claude);
    let mut services = services(args, &settings, (&cwd, &claude), warming)?;
    let mcp_table = mcp_and_hooks(
        args,
        (&settings, &project, &claude),
        (&cwd, &model, &bash_sandbox_on.settings),
        (&mut tools, &mut services),
        &tool_options.extra_env,
    )?;
    let host = start_host(
        args,
        (&cwd, &project),
        &opened,
        &model,
        (&mut tools, &mut services),
    )?;
    let (cm, cm_setup) = codemode(args, names_codemode, &settings, &mut tools);
    services.codemode = cm;
    services.codemode_setup = Some(cm_setup);
    let sandbox = bash_sandbox(&bash_sandbox_on);
    let (permissions, claude_modes) = session_permissions(
        args,
        &registry,
        (&cwd, &project),
        (&model, &api_key),
        (sandbox, mcp_table),
        &host,
    )?;
    let mut config = SessionConfig {
        session_id: opened.store.id().to_string(),
        model,
        api_key,
        thinking,
        tools,
        cwd,
        max_turns: args.max_turns,
        max_budget_usd: args.max_budget_usd,
        retry: retry_policy(&settings)?,
        tool_state: ToolState::new(tool_options),
        context_files: !args.no_context_files,
        permissions,
        services,
    };
    // `reminders.*` is read leniently per session; a wrong value is a startup error here.
    settings.reminders.get(&settings.file())?;
    let fresh_permissions = permissions_factory(&config, registry.clone(), host.clone(), sandbox);
    config.services.tasks = Some(tasks_hub(
        args,
        &config,
        &registry,
        (fresh_permissions.clone(), &claude.plugin_roots()),
    )?);
    claude.applied_modes = Some(claude_modes);
    crate::app::claude_setup::show(&mut claude, &config.services, &config.cwd);
    claude.inventory.trust = crate::app::claude_setup::trust_status(args, &config.cwd, &project);
    let options = AgentOptions {
        config,
        store: opened.store,
        context: opened.context,
        reason: opened.reason,
        models: Some(registry),
        sessions_root: (!args.no_session).then_some(root),
        fresh_permissions: Some(fresh_permissions),
    };
    Ok(Composed {
        options,
        host,
        bash_sandbox: bash_sandbox_on,
        claude: claude.inventory,
    })
}

/// `--tools` without `codemode` (which is no registry tool), and whether the list named it.
fn without_codemode(names: Option<&[String]>) -> (Option<Vec<String>>, bool) {
    let Some(names) = names else {
        return (None, false);
    };
    let named = names.iter().any(|n| n == crate::codemode::TOOL_NAME);
    let rest = names.iter().filter(|n| *n != crate::codemode::TOOL_NAME).cloned().collect();
    (Some(rest), named)
}

/// codemode for this run (`codemode`, `--codemode`; docs/codemode.md), added to `tools` when on;
/// its setup is kept for `/codemode on` in a session that started without it. An explicit
/// `--tools` list offers it only when it names `codemode` (like `task`), unless `--codemode`
/// asks for it.
fn codemode(
    args: &Args,
    names_codemode: bool,
    settings: &crate::config::settings::Settings,
    tools: &mut tools::registry::Registry,
) -> (Option<Arc<crate::codemode::Codemode>>, Arc<crate::codemode::Setup>) {
    let mut keys = settings.codemode.clone();
    if args.tools.is_some() && !names_codemode {
        keys.mode = Some(crate::config::codemode::Mode::Off);
    }
    if let Some(m) = args.codemode.as_deref().and_then(crate::config::codemode::Mode::parse) {
        keys.mode = Some(m);
    }
    let enabled = settings.sandbox(None).enabled;
    let setup =
        crate::codemode::Setup::new(keys, enabled, crate::config::paths::data_dir());
    (crate::codemode::install(tools, &setup), Arc::new(setup))
}

/// The agent's MCP servers (their tools added to `tools`, the manager to `services`) and its
/// hooks; gives the MCP tools' table for the session's permissions.
fn mcp_and_hooks(
    args: &Args,
    (settings, project, claude): (&crate::config::settings::Settings, &ProjectFile, &crate::claude::Claude),
    (cwd, model, sandbox): (&Path, &Model, &crate::config::sandbox::SandboxSettings),
    (tools, services): (&mut tools::registry::Registry, &mut Services),
    extra_env: &crate::tools::bash_env::ExtraEnv,
) -> Result<crate::permissions::mcp::McpTable> {
    let plugins = claude.plugin_roots();
    let mcp = crate::app::mcp_setup::for_run(args, (settings, sandbox), (cwd, &plugins), model, tools)?;
    services.mcp = mcp.manager;
    services.hooks = crate::app::extensions::hooks(args, (settings, project), cwd, claude, extra_env)?;
    Ok(mcp.table)
}

/// The bash tool's sandbox for this run (the config, `--sandbox`, the project's tightening, and
/// Claude Code's additional directories as writable places); its warnings go to stderr.
fn bash_sandbox_for_run(
    settings: &crate::config::settings::Settings,
    flag: Option<bool>,
    project: &ProjectFile,
    claude_dirs: &[PathBuf],
) -> Arc<crate::tools::bash::BashSandbox> {
    let (mut on, warnings) = crate::tools::bash::start_run(settings, flag, project);
    // Claude Code's additional directories are writable like the project (docs/sandbox.md).
    if let Some(sb) = Arc::get_mut(&mut on) {
        sb.settings.writable.extend(claude_dirs.iter().cloned());
    }
    for w in warnings {
        eprintln!("warning: {w}");
    }
    on
}

/// Claude Code's additional directories, then the front end's extra roots (`Args::extra_roots`,
/// the editor's `additionalDirectories`), without repeats.
fn with_front_end_roots(claude_dirs: &[PathBuf], extra: &[PathBuf]) -> Vec<PathBuf> {
    let mut all = claude_dirs.to_vec();
    for dir in extra {
        if !all.contains(dir) {
            all.push(dir.clone());
        }
    }
    all
}

/// The run's working directory: `--cwd`, else the process's.
fn run_cwd(args: &Args) -> Result<PathBuf> {
    match &args.cwd {
        Some(dir) => Ok(dir.clone()),
        None => std::env::current_dir()
            .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e)),
    }
}

/// The tools' options from the settings (the checkpoints' tightened by the project's config),
/// with Claude Code's `env` added to the tools' env.
fn tool_options(
    settings: &crate::config::settings::Settings,
    project: &ProjectFile,
    claude: &crate::claude::Claude,
) -> ToolOptions {
    let mut options = ToolOptions::from_settings(settings);
    options.checkpoints.apply_project(project);
    for (name, value) in &claude.env {
        options.extra_env.set(name, value);
    }
    options
}

/// Starts the host (`--host`), if any, and gives `services` its instructions and cache hook.
fn start_host(
    args: &Args,
    (cwd, project): (&Path, &ProjectFile),
    opened: &session_setup::Opened,
    model: &Model,
    (tools, services): (&mut tools::registry::Registry, &mut Services),
) -> Result<Option<Arc<Host>>> {
    let host = crate::app::host_setup::start(
        args,
        (cwd, project),
        (opened.store.id(), opened.store.path()),
        model.spec(),
        tools,
    )?;
    if let Some(host) = &host {
        services.host_instructions = host.instructions_text().map(Arc::from);
        services.cache.set_decision_hook(Some(host.cache_hook()));
    }
    Ok(host)
}

/// The first session's thinking level: `--thinking`, else a resumed branch's, else the config's
/// (exit 3 when it names no level), else off.
fn session_thinking(
    args: &Args,
    settings: &crate::config::settings::Settings,
    restored: Option<&Context>,
) -> Result<ThinkingLevel> {
    let resumed_thinking = restored.and_then(|c| c.thinking);
    Ok(
        match (args.thinking.or(resumed_thinking), &settings.thinking) {
            (Some(t), _) => t,
            (None, Some(t)) => ThinkingLevel::parse(t).ok_or_else(|| Error::Config {
                path: settings.file(),
                message: format!(
                    "\"thinking\" is `{t}`; use off, minimal, low, medium, high or xhigh"
                ),
            })?,
            (None, None) => ThinkingLevel::Off,
        },
    )
}

/// The agent's wiring before the host starts: hooks, skills, the profile's instructions and
/// the prompt cache's settings (`warming: false` forbids warming).
fn services(
    args: &Args,
    settings: &crate::config::settings::Settings,
    (cwd, claude): (&Path, &crate::claude::Claude),
    warming: bool,
) -> Result<Services> {
    Ok(Services {
        hooks: None,
        skills: Arc::new(crate::app::extensions::skills(args, cwd, &claude.plugins)),
        profile_instructions: Arc::new(
            args.profile
                .as_ref()
                .map(|p| p.instructions.clone())
                .unwrap_or_default(),
        ),
        host_instructions: None,
        tasks: None,
        mcp: None,
        codemode: None,
        codemode_setup: None,
        cache: CacheServices {
            settings: Arc::new(CacheSettings::from_settings(settings)),
            warming_forbidden: !warming,
            decision_hook: Default::default(),
        },
    })
}

/// The first session's permissions: the settings (warnings printed), the classifier for its
/// model and key, the bash sandbox and the host's approval broker.
fn session_permissions(
    args: &Args,
    registry: &Registry,
    (cwd, project): (&Path, &ProjectFile),
    (model, api_key): (&Model, &Option<String>),
    (sandbox, mcp): (
        crate::permissions::pipeline::Sandbox,
        crate::permissions::mcp::McpTable,
    ),
    host: &Option<Arc<Host>>,
) -> Result<(Arc<Permissions>, Vec<String>)> {
    let perm = permission_config(args, registry, cwd, project)?;
    for w in &perm.warnings {
        eprintln!("warning: {w}");
    }
    let classifier = classifier(&perm, registry, model, api_key)?;
    let claude_modes = perm.claude_modes.clone();
    let permissions = Arc::new(crate::app::host_setup::with_broker(
        Permissions::new(perm, cwd)
            .with_classifier(classifier)
            .with_sandbox(sandbox)
            .with_mcp(mcp),
        host.as_ref(),
    ));
    Ok((permissions, claude_modes))
}

/// What the composition root builds for one agent: its options, and the host adapter that a
/// front end attaches to it, shows in its status bar and shuts down at exit.
pub struct Composed {
    /// What `Agent::start` takes: the model, settings, tools, permissions and services.
    pub options: AgentOptions,
    /// The host adapter (`--host`), when one is configured.
    pub host: Option<Arc<Host>>,
    /// The agent's bash sandbox (the status bar's `sandbox` item).
    pub bash_sandbox: Arc<crate::tools::bash::BashSandbox>,
    /// What was loaded from Claude Code's places, and every hook (the TUI's start-up screen).
    pub claude: crate::claude::inventory::Inventory,
}

/// A started agent with its host, for the front ends that drive one conversation.
pub struct Wired {
    pub agent: Agent,
    pub session_id: String,
    pub host: Option<Arc<Host>>,
    /// The agent's bash sandbox (the status bar's `sandbox` item).
    pub bash_sandbox: Arc<crate::tools::bash::BashSandbox>,
    /// What was loaded from Claude Code's places, and every hook (the TUI's start-up screen).
    pub claude: crate::claude::inventory::Inventory,
}

impl Wired {
    /// Sends the host `session_shutdown` (once); the front ends call it before SessionEnd.
    pub fn host_shutdown(&self) {
        if let Some(h) = &self.host {
            crate::host::session_shutdown(h);
        }
    }
}

/// The `task` sub-agents' setup: `tasks.*`, and the agent types (project ones only in trusted
/// projects), with child sessions' permission state built like a new session's.
fn tasks_hub(
    args: &Args,
    config: &SessionConfig,
    models: &Registry,
    (factory, plugins): (crate::agent::PermissionsFactory, &[PathBuf]),
) -> Result<Arc<crate::agent::services::Hub>> {
    let settings = models.settings().tasks.get(&models.settings().file())?;
    models
        .settings()
        .external_agents
        .get(&models.settings().file())?;
    models
        .settings()
        .model_aliases
        .get(&models.settings().file())?;
    let trusted = crate::config::trust::is_trusted(&config.cwd, args.trust_project);
    let (mut hub, warnings) = crate::agent::services::Hub::load(
        settings,
        &config.cwd,
        trusted,
        Some(models.clone()),
        (factory, plugins),
    );
    // The default set has `task`; an explicit `--tools` list offers it only when it names it.
    hub.offered = args
        .tools
        .as_ref()
        .is_none_or(|names| names.iter().any(|n| n == "task"));
    for w in warnings {
        eprintln!("warning: {w}");
    }
    Ok(Arc::new(hub))
}

/// The OS sandbox an agent's bash calls run in, as the permission pipeline's sandbox-aware
/// decisions see it.
pub fn bash_sandbox(sb: &crate::tools::bash::BashSandbox) -> crate::permissions::pipeline::Sandbox {
    if sb.active {
        crate::permissions::pipeline::Sandbox::Active {
            network_denied: !sb.settings.network_allow,
        }
    } else {
        crate::permissions::pipeline::Sandbox::None
    }
}

/// A session for a front end that drives one conversation (print, line and interactive modes):
/// the configured session, started on its own thread. A panic while aborting exits with 1.
pub fn agent(args: &Args, warming: bool) -> Result<Wired> {
    crate::agent::worker::exit_on_panic_when_aborting();
    let Composed {
        options,
        host,
        bash_sandbox,
        claude,
    } = agent_options(args, warming)?;
    let session_id = options.config.session_id.clone();
    let agent = Agent::start(options);
    if let Some(h) = &host {
        crate::host::attach(h, &agent);
    }
    match agent.fire_session_start(startup_reason(&agent)) {
        // No front end listens yet: what the hooks said for the user goes to stderr.
        Ok(notices) => notices.iter().for_each(|n| eprintln!("warning: {n}")),
        Err(e) => {
            let _ = agent.close(std::time::Duration::from_secs(5));
            return Err(Error::Extension(e.to_string()));
        }
    }
    Ok(Wired {
        agent,
        session_id,
        host,
        bash_sandbox,
        claude,
    })
}

/// Fresh permission state for each new session (/new, /resume, /fork): the first session's
/// settings, a classifier for the new session's model, the bash sandbox.
fn permissions_factory(
    config: &SessionConfig,
    models: Registry,
    host: Option<Arc<Host>>,
    sandbox: crate::permissions::pipeline::Sandbox,
) -> crate::agent::PermissionsFactory {
    let permission_config = config.permissions.config.clone();
    let mcp = config.permissions.mcp().clone();
    let cwd = config.cwd.clone();
    Arc::new(move |model, key| {
        let classifier = classifier(&permission_config, &models, model, key)
            .unwrap_or_else(|_| Classifier::new(model.clone(), key.clone()));
        crate::app::host_setup::with_broker(
            Permissions::new(permission_config.clone(), &cwd)
                .with_classifier(classifier)
                .with_sandbox(sandbox)
                .with_mcp(mcp.clone()),
            host.as_ref(),
        )
    })
}

/// The permission settings: user config, then the project's `.ama/config.json` (`project`,
/// tighten only), then `--permission-mode`, `--allow` and `--deny`.
pub fn permission_config(
    args: &Args,
    registry: &Registry,
    cwd: &Path,
    project_file: &ProjectFile,
) -> Result<PermissionConfig> {
    let user_path = registry.settings().file();
    let project_path = project_file.path.clone();
    let project = perm_config::parse_keys(&project_path, project_file.text())?;
    let cli = CliPermissions {
        mode: args.permission_mode.clone(),
        allow: args.allow.clone(),
        deny: args.deny.clone(),
    };
    let mut config = perm_config::build(
        (&user_path, &registry.settings().permission),
        project.as_ref().map(|k| (project_path.as_path(), k)),
        &cli,
    )?;
    // Claude Code's rules and defaultMode: its user file like ama's user config, a project's
    // files tighten only (docs/claude-code.md).
    let trusted = crate::config::trust::is_trusted(cwd, args.trust_project);
    let mut notes = Vec::new();
    let files = crate::claude::settings::read_all(cwd, &mut Vec::new());
    let applied =
        crate::claude::permissions::apply(&mut config, &files, (cwd, trusted), &mut notes);
    config.claude_modes = applied.mode_from;
    config.warnings.extend(notes);
    config.extra_roots = with_front_end_roots(&config.extra_roots, &args.extra_roots);
    config.sessions_dir = Some(session_setup::sessions_root(
        args,
        registry.settings().session_dir.as_deref(),
    ));
    if let Some(file) = &args.api_key_file {
        config.key_files = crate::config::secret_paths::key_file_paths(file);
    }
    Ok(config)
}

/// Auto mode's classifier: `permission.autoModel`, else the session model. A broken autoModel
/// fails startup only in auto mode; otherwise it is a warning.
pub fn classifier(
    config: &PermissionConfig,
    registry: &Registry,
    model: &Model,
    api_key: &Option<String>,
) -> Result<Classifier> {
    let Some(spec) = &config.auto_model else {
        return Ok(Classifier::new(model.clone(), api_key.clone()));
    };
    let found = registry
        .find(&ModelSpec::parse(spec))
        .and_then(|m| Ok((provider_key(registry, &m.provider)?, m)));
    match found {
        Ok((key, m)) => Ok(Classifier::new(m, key)),
        Err(e) if config.mode == Mode::Auto => Err(Error::Config {
            path: registry.settings().file(),
            message: format!(
                "\"permission.autoModel\" is `{spec}`, which cannot be used: {e}; fix it or remove it to classify with the session model"
            ),
        }),
        Err(e) => {
            eprintln!(
                "warning: \"permission.autoModel\" `{spec}` cannot be used ({e}); auto mode would classify with the session model"
            );
            Ok(Classifier::new(model.clone(), api_key.clone()))
        }
    }
}

/// The `retry` config key (`{"enabled": true, "maxRetries": 3, "baseDelayMs": 1000, "maxDelayMs":
/// 30000}`, checked when the config was loaded) over the agent's defaults, with the compaction
/// settings the retry path needs.
/// How much of a resumed branch opening parses (issue #30): the window of the model the flags
/// or the config name (a branch recorded with another model is judged by that one) and
/// `compaction.keepRecentTokens`.
fn open_bound(
    args: &Args,
    registry: &Registry,
    settings: &crate::config::settings::Settings,
) -> crate::session::older::Bound {
    let window = session_model(args, registry, None).map_or(0, |m| m.context_window);
    let keep = settings
        .compaction
        .get(&settings.file())
        .map_or(0, |c| c.keep_recent_tokens);
    crate::session::older::Bound { window, keep }
}

pub fn retry_policy(settings: &crate::config::settings::Settings) -> Result<RetryPolicy> {
    let file = settings.file();
    let keys = settings.retry.get(&file)?;
    let mut p = RetryPolicy {
        compaction: settings.compaction.get(&file)?,
        ..RetryPolicy::default()
    };
    if let Some(enabled) = keys.enabled {
        p.enabled = enabled;
    }
    if let Some(n) = keys.max_retries {
        p.max_retries = n as u32;
    }
    if let Some(ms) = keys.base_delay_ms {
        p.base = std::time::Duration::from_millis(ms);
    }
    if let Some(ms) = keys.max_delay_ms {
        p.cap = std::time::Duration::from_millis(ms);
    }
    Ok(p)
}

/// The first session's `session_start` reason (startup, resume or fork), as SessionStart hooks
/// get it.
fn startup_reason(agent: &Agent) -> &'static str {
    match agent.session_start_event() {
        crate::agent::events::SessionEvent::SessionStart { reason, .. } => reason,
        _ => "startup",
    }
}
