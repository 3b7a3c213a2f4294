//! Which addresses a webhook may reach under `--webhooks public`: none on the service's own
//! network. A target is checked twice: at creation when its URL holds an address (or a
//! `localhost` name), and at every send, where names are resolved by [`PublicOnly`], which
//! drops every address that is not public before a connection is tried. A name that resolved
//! to a public address when the match was created and to 169.254.169.254 later (DNS
//! rebinding) therefore reaches nothing internal.

use std::error::Error;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::Url;
use thiserror::Error;

/// Whether `ip` is an address on the public internet: not loopback, private, shared (carrier
/// NAT), link-local, unique-local, multicast, broadcast, unspecified, documentation,
/// benchmarking or reserved. An IPv6 address that embeds an IPv4 one (mapped, compatible,
/// NAT64, 6to4) is judged by the IPv4 address it reaches.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(ip) => is_public_v4(ip),
        IpAddr::V6(ip) => is_public_v6(ip),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0
        // 100.64.0.0/10: shared address space, inside a carrier's or a cloud's network.
        || (a == 100 && (64..128).contains(&b))
        // 192.0.0.0/24: protocol assignments.
        || (a == 192 && b == 0 && c == 0)
        // 198.18.0.0/15: benchmarking.
        || (a == 198 && (b == 18 || b == 19))
        // 240.0.0.0/4: reserved.
        || a >= 240)
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = embedded_v4(ip) {
        return is_public_v4(v4);
    }
    let first = ip.segments()[0];
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        // fc00::/7: unique local.
        || (first & 0xfe00) == 0xfc00
        // fe80::/10: link-local; fec0::/10: the old site-local.
        || (first & 0xffc0) == 0xfe80
        || (first & 0xffc0) == 0xfec0
        // 2001:db8::/32: documentation.
        || (first == 0x2001 && ip.segments()[1] == 0x0db8)
        // 100::/64: discard-only.
        || (first == 0x0100 && ip.segments()[1..4] == [0, 0, 0]))
}

/// The IPv4 address an IPv6 one stands for, if it embeds one: `::ffff:a.b.c.d` (mapped),
/// `::a.b.c.d` (compatible), `64:ff9b::a.b.c.d` (NAT64), `2002:ab:cd::` (6to4).
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let s = ip.segments();
    let low = || Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8);
    match s {
        [0, 0, 0, 0, 0, 0xffff, _, _] => Some(low()),
        [0, 0, 0, 0, 0, 0, _, _] if !ip.is_loopback() && !ip.is_unspecified() => Some(low()),
        [0x0064, 0xff9b, 0, 0, 0, 0, _, _] => Some(low()),
        [0x2002, high, low_half, ..] => Some(Ipv4Addr::new(
            (high >> 8) as u8,
            high as u8,
            (low_half >> 8) as u8,
            low_half as u8,
        )),
        _ => None,
    }
}

/// Refuses a URL whose host is an address that is not public, or a `localhost` name; any other
/// name is left to [`PublicOnly`] at each send. The message names no more than the host.
pub fn check_public_host(url: &Url) -> Result<(), String> {
    let refused = |what: &str| {
        Err(format!(
            "{what} is not on the public internet, and this service sends webhooks only there"
        ))
    };
    // The URL parser writes an address host in its plain form (`[::1]`, `127.0.0.1` for
    // `2130706433`), so reading it back as an address finds every address host.
    let host = url.host_str().unwrap_or_default();
    let bare = host
        .strip_prefix('[')
        .and_then(|inner| inner.strip_suffix(']'))
        .unwrap_or(host);
    match bare.parse::<IpAddr>() {
        Ok(ip) if !is_public(ip) => refused(bare),
        Ok(_) => Ok(()),
        Err(_) if is_localhost(host) => refused(host),
        Err(_) => Ok(()),
    }
}

/// `localhost` and the names under it (RFC 6761), with or without the final dot.
fn is_localhost(name: &str) -> bool {
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    name == "localhost" || name.ends_with(".localhost")
}

#[derive(Debug, Error)]
#[error("{0} resolves to no public address")]
struct NoPublicAddress(String);

/// Resolves names as the system does, then keeps only public addresses: the sender under
/// `--webhooks public` connects to nothing else.
#[derive(Debug, Clone, Copy)]
pub struct PublicOnly;

impl Resolve for PublicOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let found = tokio::net::lookup_host((host.as_str(), 0)).await?;
            let public: Vec<SocketAddr> = found.filter(|address| is_public(address.ip())).collect();
            if public.is_empty() {
                let refused: Box<dyn Error + Send + Sync> = Box::new(NoPublicAddress(host));
                return Err(refused);
            }
            let addresses: Addrs = Box::new(public.into_iter());
            Ok(addresses)
        })
    }
}
